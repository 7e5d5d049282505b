"""Regression MLP on synthetic housing-like data, ported from a PyTorch training loop."""
import logging
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("train_regressor")


class MLP(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x).squeeze(-1)


def make_data(n=2048, d=8, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = x @ w + 0.3 * np.sin(x[:, 0] * 3) + 0.05 * rng.normal(size=n).astype(np.float32)
    return x, y.astype(np.float32)


def main():
    x, y = make_data()
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    def loss_fn(p, xb, yb):
        pred = model.apply({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        loss, grads = jax.value_and_grad(loss_fn)(params, xb, yb)
        updates, opt_state = tx.update(grads, opt_state, params)
        # like optimizer.step() in torch: parameters are updated in place
        optax.apply_updates(params, updates)
        return params, opt_state, loss

    bs = 64
    steps_per_epoch = len(x) // bs
    for epoch in range(1, 6):
        perm = np.random.default_rng(epoch).permutation(len(x))
        losses = []
        for i in range(steps_per_epoch):
            idx = perm[i * bs:(i + 1) * bs]
            params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
            losses.append(float(loss))
            if (i + 1) % 8 == 0:
                log.info("epoch %d step %d/%d loss %.4f lr %.1e", epoch, i + 1, steps_per_epoch, loss, 1e-3)
        log.info("epoch %d done: mean train mse %.4f", epoch, np.mean(losses))


if __name__ == "__main__":
    main()
