"""Text classifier (bag of learned token + position embeddings, padding-aware mean pool).
flax.linen + TrainState, ported from a PyTorch training loop."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, NCLS, PAD = 500, 48, 2, 0


def make_dataset(n, rng):
    # class 1 sequences contain tokens from the upper half of the vocab more often
    ids = np.zeros((n, MAXLEN), np.int32)
    y = rng.integers(0, NCLS, n)
    for i in range(n):
        L = rng.integers(8, MAXLEN + 1)
        lo, hi = (1, VOCAB // 2 + 50) if y[i] == 0 else (VOCAB // 2 - 50, VOCAB)
        ids[i, :L] = rng.integers(lo, hi, L)
    return ids, y.astype(np.int32)


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, train=False):
        mask = (ids != PAD)[..., None].astype(jnp.float32)
        x = nn.Embed(VOCAB, 64)(ids) + nn.Embed(MAXLEN, 64)(jnp.arange(ids.shape[1]))[None]
        x = nn.Dense(64)(nn.relu(nn.Dense(128)(x)))
        pooled = (x * mask).sum(1) / jnp.maximum(mask.sum(1), 1.0)
        pooled = nn.Dropout(0.1, deterministic=not train)(pooled)
        return nn.Dense(NCLS)(pooled)


@jax.jit
def train_step(state, ids, labels, key):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, ids, train=True, rngs={"dropout": key})
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = (logits.argmax(-1) == labels).mean()
    return state, loss, acc


@jax.jit
def eval_step(state, ids, labels):
    logits = state.apply_fn({"params": state.params}, ids)
    return (logits.argmax(-1) == labels).mean()


def main():
    rng = np.random.default_rng(42)
    xtr, ytr = make_dataset(4000, rng)
    xva, yva = make_dataset(800, rng)
    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), jnp.asarray(xtr[:2]))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    key = jax.random.PRNGKey(1)
    bs = 64
    steps = len(xtr) // bs
    for epoch in range(1, 6):
        t0 = time.time()
        perm = rng.permutation(len(xtr))
        losses, accs = [], []
        for s in range(steps):
            idx = perm[s * bs:(s + 1) * bs]
            key, sub = jax.random.split(key)
            state, loss, acc = train_step(state, jnp.asarray(xtr[idx]), jnp.asarray(ytr[idx]), sub)
            losses.append(float(loss)); accs.append(float(acc))
        val_acc = float(np.mean([eval_step(state, jnp.asarray(xva[i:i + 200]), jnp.asarray(yva[i:i + 200]))
                                 for i in range(0, len(xva), 200)]))
        print(f"Epoch {epoch}/5")
        print(f"{steps}/{steps} [==============================] - {time.time()-t0:.0f}s - "
              f"loss: {np.mean(losses):.4f} - accuracy: {np.mean(accs):.4f} - val_accuracy: {val_acc:.4f}")


if __name__ == "__main__":
    main()
