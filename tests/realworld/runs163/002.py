"""Fraud detection (binary) with a Flax linen MLP, optax sigmoid BCE (port of BCEWithLogitsLoss)."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state


class FraudMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)          # one logit per transaction, like nn.Linear(32, 1)


def load_transactions(n=8000, d=24, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    score = 2.0 * x[:, 0] - 1.5 * x[:, 3] + x[:, 7] * x[:, 8] - 1.0
    y = (score + 0.3 * rng.normal(size=n) > 0).astype(np.float32)
    return x[:6400], y[:6400], x[6400:], y[6400:]


def main():
    xtr, ytr, xva, yva = load_transactions()
    print(f"train {xtr.shape} positives {ytr.mean():.3f} | val {xva.shape} positives {yva.mean():.3f}")
    model = FraudMLP()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"], tx=optax.adam(1e-3))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x)
            return optax.sigmoid_binary_cross_entropy(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def evaluate(params, x, y):
        logits = model.apply({"params": params}, x)
        loss = optax.sigmoid_binary_cross_entropy(logits, y).mean()
        pred = (logits[:, 0] > 0).astype(jnp.float32)
        tp = jnp.sum(pred * y)
        return loss, jnp.mean(pred == y), tp / jnp.maximum(pred.sum(), 1), tp / jnp.maximum(y.sum(), 1)

    bs = 128
    for epoch in range(1, 9):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        losses = []
        for i in range(0, len(xtr), bs):
            idx = perm[i:i + bs]
            state, loss = train_step(state, xtr[idx], ytr[idx])
            losses.append(float(loss))
        vl, acc, prec, rec = evaluate(state.params, xva, yva)
        print(f"epoch {epoch}: train_loss={np.mean(losses):.4f} val_loss={float(vl):.4f} val_acc={float(acc):.4f} "
              f"val_precision={float(prec):.4f} val_recall={float(rec):.4f} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
