"""Sentiment-style bag-of-embeddings classifier in Flax, Keras-like progress output."""
import sys
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, BATCH, EPOCHS = 500, 24, 32, 4


def synth(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(2, VOCAB, size=(n, SEQ))
    y = rng.integers(0, 2, size=n)
    # positive reviews contain tokens 10..19, negative 20..29
    for i in range(n):
        pos = rng.choice(SEQ, 4, replace=False)
        ids[i, pos] = rng.integers(10, 20, 4) if y[i] else rng.integers(20, 30, 4)
    return ids.astype(np.int32), y.astype(np.int32)


class BagClassifier(nn.Module):
    dim: int = 64

    @nn.compact
    def __call__(self, ids, train: bool):
        h = nn.Embed(VOCAB, self.dim)(ids).mean(axis=1)
        h = nn.gelu(nn.Dense(self.dim)(h))
        h = nn.Dropout(0.1, deterministic=not train)(h)
        return nn.Dense(2)(h)


@jax.jit
def train_step(state, ids, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(state, ids, y):
    logits = state.apply_fn({"params": state.params}, ids, False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


def progress(step, total, t0, loss, acc, width=30):
    done = int(width * step / total)
    bar = "=" * max(done - 1, 0) + (">" if step < total else "=") + "." * (width - done)
    sys.stdout.write(f"\r{step}/{total} [{bar}] - {time.time() - t0:.0f}s - loss: {loss:.4f} - accuracy: {acc:.4f}")
    sys.stdout.flush()


def main():
    xtr, ytr = synth(2048, 0)
    xva, yva = synth(512, 1)
    model = BagClassifier()
    params = model.init(jax.random.PRNGKey(0), xtr[:2], False)["params"]
    tx = optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, EPOCHS * len(xtr) // BATCH), weight_decay=1e-4)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    key = jax.random.PRNGKey(42)
    steps = len(xtr) // BATCH
    for epoch in range(EPOCHS):
        print(f"Epoch {epoch + 1}/{EPOCHS}")
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        t0, ls, accs = time.time(), [], []
        for s in range(steps):
            b = perm[s * BATCH:(s + 1) * BATCH]
            key, sub = jax.random.split(key)
            state, l, a = train_step(state, xtr[b], ytr[b], sub)
            ls.append(float(l)); accs.append(float(a))
            if (s + 1) % 8 == 0 or s + 1 == steps:
                progress(s + 1, steps, t0, np.mean(ls), np.mean(accs))
        vl, va = zip(*[eval_step(state, xva[i:i + 128], yva[i:i + 128]) for i in range(0, len(xva), 128)])
        print(f" - val_loss: {np.mean(vl):.4f} - val_accuracy: {np.mean(va):.4f}")


if __name__ == "__main__":
    main()
