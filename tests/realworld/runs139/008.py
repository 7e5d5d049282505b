"""Review polarity classifier. Token ids come from the shared WordPiece tokenizer (vocab 10000);
model hyper-parameters come from model_config below (copied from the small baseline run).
The embedding table is a plain parameter (ported from a torch nn.Parameter lookup: self.wte[ids])."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

TOKENIZER_VOCAB = 10000
model_config = {"vocab_size": 8000, "d_model": 64, "num_classes": 2, "max_len": 32}


def tokenized_dataset(n, rng):
    """Stand-in for tokenizer(texts): filler word-pieces are frequent (low ids); the sentiment-bearing
    word-pieces are rarer and sit in the upper id range, as in a frequency-sorted vocab."""
    ids = rng.integers(1, 7000, (n, model_config["max_len"]))
    y = rng.integers(0, 2, n)
    for i in range(n):
        pos = rng.choice(model_config["max_len"], 4, replace=False)
        lo = 8600 if y[i] else 9300
        ids[i, pos] = rng.integers(lo, lo + 700, 4)
    return ids.astype(np.int32), y.astype(np.int32)


class BowClassifier(nn.Module):
    vocab_size: int
    d_model: int
    num_classes: int

    @nn.compact
    def __call__(self, ids):
        wte = self.param("wte", nn.initializers.normal(0.02), (self.vocab_size, self.d_model))
        x = wte[ids]                                     # torch: self.wte[ids]
        h = nn.relu(nn.Dense(self.d_model)(x.mean(axis=1)))
        return nn.Dense(self.num_classes)(h)


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = tokenized_dataset(6000, rng)
    x_va, y_va = tokenized_dataset(1000, rng)
    print(f"tokenizer vocab={TOKENIZER_VOCAB} max id in train={x_tr.max()} | model_config={model_config}")
    model = BowClassifier(model_config["vocab_size"], model_config["d_model"], model_config["num_classes"])
    params = model.init(jax.random.key(0), x_tr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == yb).mean()

    @jax.jit
    def evaluate(params, xb, yb):
        logits = model.apply({"params": params}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

    bs = 64
    steps = len(x_tr) // bs
    for epoch in range(1, 6):
        t0 = time.time()
        perm = rng.permutation(len(x_tr))
        ls, accs = [], []
        for s in range(steps):
            idx = perm[s * bs:(s + 1) * bs]
            state, l, a = train_step(state, x_tr[idx], y_tr[idx])
            ls.append(float(l)); accs.append(float(a))
        vl, va = evaluate(state.params, x_va, y_va)
        dt = time.time() - t0
        print(f"Epoch {epoch}/5")
        print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt / steps * 1000:.0f}ms/step - "
              f"loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")


if __name__ == "__main__":
    main()
