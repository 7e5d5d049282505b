"""Fashion-style classifier (synthetic data) with Flax linen + optax.adamw + cosine schedule."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

print(f"JAX {jax.__version__} devices: {jax.devices()}")


class Classifier(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(128)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(64)(x)
        x = nn.gelu(x)
        return nn.Dense(self.num_classes)(x)


CENTERS = np.random.default_rng(1234).normal(scale=1.0, size=(10, 32))


def make_data(n, d=32, k=10, seed=0):
    rng = np.random.default_rng(seed)
    centers = CENTERS
    y = rng.integers(0, k, size=n)
    x = centers[y] + rng.normal(size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)


def main():
    xtr, ytr = make_data(4096)
    xva, yva = make_data(1024, seed=1)
    bs, epochs = 128, 4
    steps = epochs * (len(xtr) // bs)
    sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 50, steps, 1e-5)
    model = Classifier()
    key = jax.random.PRNGKey(42)
    params = model.init(key, xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(sched, weight_decay=1e-4))
    print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(params)):,}")

    @jax.jit
    def train_step(state, xb, yb, rng):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": rng})
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
            return loss, logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        acc = (logits.argmax(-1) == yb).mean()
        return state.apply_gradients(grads=grads), loss, acc

    @jax.jit
    def eval_step(params, xb, yb):
        logits = model.apply({"params": params}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

    for epoch in range(epochs):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        tl, ta = [], []
        for i in range(len(xtr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            key, sub = jax.random.split(key)
            state, l, a = train_step(state, xtr[idx], ytr[idx], sub)
            tl.append(l); ta.append(a)
        vl, va = eval_step(state.params, xva, yva)
        print(f"Epoch {epoch + 1}/{epochs} - {time.time() - t0:.1f}s - loss: {np.mean(tl):.4f} - accuracy: {np.mean(ta):.4f}"
              f" - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f} - lr: {float(sched(state.step)):.2e}")
    print("Training finished.")


if __name__ == "__main__":
    main()
