"""Autoencoder on synthetic sensor windows (flax nnx) with Orbax checkpointing driven by the run config."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("sensor_ae")

# run config (was a yaml in the torch repo; save_steps: 0 meant "only at the end of each epoch" there)
CONFIG = {
    "window": 64, "latent": 8, "batch_size": 32, "epochs": 3, "lr": 1e-3,
    "checkpoint": {"dir": "/home/user/project/ckpt013", "save_interval_steps": 0, "max_to_keep": 3},
}


class AE(nnx.Module):
    def __init__(self, d, z, *, rngs):
        self.enc1 = nnx.Linear(d, 32, rngs=rngs)
        self.enc2 = nnx.Linear(32, z, rngs=rngs)
        self.dec1 = nnx.Linear(z, 32, rngs=rngs)
        self.dec2 = nnx.Linear(32, d, rngs=rngs)

    def __call__(self, x):
        return self.dec2(nnx.tanh(self.dec1(nnx.tanh(self.enc2(nnx.tanh(self.enc1(x)))))))


@nnx.jit
def train_step(model, opt, x):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - x) ** 2))(model)
    opt.update(model, grads)
    return loss


def sensor_windows(n, w, rng):
    t = np.arange(w)[None, :]
    f = rng.uniform(0.05, 0.2, (n, 1)); ph = rng.uniform(0, 2 * np.pi, (n, 1))
    return (np.sin(2 * np.pi * f * t + ph) + 0.05 * rng.normal(size=(n, w))).astype(np.float32)


def main():
    cfg = CONFIG
    rng = np.random.default_rng(0)
    data = sensor_windows(1024, cfg["window"], rng)
    model = AE(cfg["window"], cfg["latent"], rngs=nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(cfg["lr"]), wrt=nnx.Param)
    ck = cfg["checkpoint"]
    mgr = ocp.CheckpointManager(ck["dir"], options=ocp.CheckpointManagerOptions(
        save_interval_steps=ck["save_interval_steps"], max_to_keep=ck["max_to_keep"], create=True))
    log.info("checkpoints -> %s (latest existing step: %s)", ck["dir"], mgr.latest_step())
    step = 0
    steps_per_epoch = len(data) // cfg["batch_size"]
    for epoch in range(1, cfg["epochs"] + 1):
        t0 = time.time()
        perm = rng.permutation(len(data))
        losses = []
        for i in range(steps_per_epoch):
            x = jnp.asarray(data[perm[i * cfg["batch_size"]:(i + 1) * cfg["batch_size"]]])
            losses.append(float(train_step(model, opt, x)))
            step += 1
            mgr.save(step, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
        log.info("epoch %d step %d recon_mse %.5f (%.1fs)", epoch, step, np.mean(losses), time.time() - t0)
    mgr.wait_until_finished()
    log.info("saved steps: %s", mgr.all_steps())


if __name__ == "__main__":
    main()
