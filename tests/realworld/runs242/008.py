"""Tabular classifier (torch DataLoader(shuffle=True) replaced by a small JAX-native loader)
trained with Flax + Optax AdamW. Synthetic 'customer churn' style data, 6 classes."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

FEAT, CLASSES, BATCH = 24, 6, 128


class JaxLoader:
    def __init__(self, x, y, batch_size, key, shuffle=True):
        self.x, self.y, self.bs, self.key, self.shuffle = jnp.asarray(x), jnp.asarray(y), batch_size, key, shuffle

    def __iter__(self):
        x, y = self.x, self.y
        if self.shuffle:
            self.key, k = jax.random.split(self.key)
            x = jax.random.permutation(k, x)
            self.key, k = jax.random.split(self.key)
            y = jax.random.permutation(k, y)
        for i in range(0, len(x) - self.bs + 1, self.bs):
            yield x[i:i + self.bs], y[i:i + self.bs]


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        for w in (128, 128):
            x = nn.Dense(w)(x)
            x = nn.relu(x)
            x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(CLASSES)(x)


def make_data(n, rng, W):
    x = rng.normal(size=(n, FEAT)).astype(np.float32)
    y = (np.tanh(x @ W) + 0.05 * rng.normal(size=(n, CLASSES))).argmax(1).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    W = rng.normal(size=(FEAT, CLASSES))
    xtr, ytr = make_data(12000, rng, W)
    xva, yva = make_data(2000, rng, W)
    print(f"train {xtr.shape}, val {xva.shape}, class counts {np.bincount(ytr).tolist()}")
    key = jax.random.PRNGKey(42)
    key, lk, ik = jax.random.split(key, 3)
    train_loader = JaxLoader(xtr, ytr, BATCH, lk)
    val_loader = JaxLoader(xva, yva, 500, lk, shuffle=False)
    model = MLP()
    params = model.init(ik, jnp.ones((1, FEAT)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(1e-3, weight_decay=1e-4))

    @jax.jit
    def train_step(state, bx, by, dk):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, bx, train=True, rngs={"dropout": dk})
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    @jax.jit
    def eval_step(params, bx, by):
        logits = model.apply({"params": params}, bx)
        return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean(), jnp.mean(logits.argmax(-1) == by)

    for epoch in range(10):
        losses = []
        for bx, by in train_loader:
            key, dk = jax.random.split(key)
            state, loss = train_step(state, bx, by, dk)
            losses.append(float(loss))
        vl, va = zip(*[eval_step(state.params, bx, by) for bx, by in val_loader])
        print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {np.mean(vl):.4f} val_acc {np.mean(va):.4f}")


if __name__ == "__main__":
    main()
