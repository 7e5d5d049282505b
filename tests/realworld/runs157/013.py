"""Time-series forecaster (GRU) with periodic checkpointing. The manager setup was moved off the deprecated legacy
Orbax API (CheckpointManager(dir, PyTreeCheckpointer())), the save call is still the one from the old template."""
import logging, os, shutil, sys, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

logging.basicConfig(stream=sys.stdout, format="%(asctime)s [%(levelname)s] %(name)s: %(message)s", level=logging.INFO, force=True)
log = logging.getLogger("forecast")

CKPT_DIR = "/home/user/project/forecast_ckpt"
WINDOW, HORIZON = 48, 12

class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.RNN(nn.GRUCell(64))(x)
        return nn.Dense(HORIZON)(h[:, -1])

def make_series(rng, n):
    t = np.arange(n + WINDOW + HORIZON)
    base = np.sin(2 * np.pi * t / 24) + 0.5 * np.sin(2 * np.pi * t / 168) + 0.1 * rng.normal(size=t.shape)
    X = np.stack([base[i:i + WINDOW] for i in range(n)])[..., None].astype(np.float32)
    Y = np.stack([base[i + WINDOW:i + WINDOW + HORIZON] for i in range(n)]).astype(np.float32)
    return X, Y

def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    rng = np.random.default_rng(0)
    X, Y = make_series(rng, 2000)
    model = Forecaster()
    params = model.init(jax.random.key(0), jnp.asarray(X[:1]))["params"]
    tx = optax.adam(2e-3)
    opt_state = tx.init(params)

    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=3, create=True))

    @jax.jit
    def step(params, opt_state, x, y):
        l, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, l

    for epoch in range(1, 4):
        t0 = time.time(); perm = rng.permutation(len(X)); losses = []
        for i in range(0, len(X), 64):
            idx = perm[i:i + 64]
            params, opt_state, l = step(params, opt_state, jnp.asarray(X[idx]), jnp.asarray(Y[idx]))
            losses.append(float(l))
        log.info("epoch %d mse=%.4f (%.1fs)", epoch, np.mean(losses), time.time() - t0)
        ckpt = {"params": params, "opt_state": opt_state, "epoch": epoch}
        mngr.save(epoch, ckpt)
        log.info("saved checkpoint for epoch %d to %s", epoch, CKPT_DIR)
    mngr.wait_until_finished()

if __name__ == "__main__":
    main()
