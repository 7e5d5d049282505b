"""Tabular regression baseline: Flax linen MLP + Optax AdamW with cosine schedule, eval each epoch."""
import logging
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")


class Regressor(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        return nn.Dense(1)(x).squeeze(-1)


def make_data(rng, n, d=16):
    w = rng.normal(size=d)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (np.sin(x @ w / 4.0) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(42)
    x_all, y_all = make_data(rng, 4096)
    x_tr, y_tr, x_va, y_va = x_all[:3584], y_all[:3584], x_all[3584:], y_all[3584:]
    bs, epochs = 128, 5
    steps = epochs * (len(x_tr) // bs)
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=50, decay_steps=steps)
    model = Regressor()
    params = model.init(jax.random.PRNGKey(0), x_tr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)))
    log.info("devices=%s params=%d steps=%d", jax.devices(), sum(p.size for p in jax.tree.leaves(params)), steps)

    @jax.jit
    def train_step(state, x, y, key):
        def loss_fn(p):
            pred = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
            return jnp.mean((pred - y) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def eval_step(params, x, y):
        return jnp.mean((model.apply({"params": params}, x) - y) ** 2)

    key = jax.random.PRNGKey(1)
    for epoch in range(1, epochs + 1):
        t0 = time.time()
        perm = rng.permutation(len(x_tr))
        losses = []
        for i in range(len(x_tr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            key, sub = jax.random.split(key)
            state, loss = train_step(state, x_tr[idx], y_tr[idx], sub)
            losses.append(loss)
        val = eval_step(state.params, x_va, y_va)
        log.info("epoch %d/%d train_mse=%.4f val_mse=%.4f lr=%.2e time=%.1fs", epoch, epochs,
                 float(jnp.mean(jnp.stack(losses))), float(val), float(sched(state.step)), time.time() - t0)
    log.info("training finished, final val_mse=%.4f", float(val))


if __name__ == "__main__":
    main()
