"""Data-parallel regression on 4 simulated CPU devices with shard_map + lax.pmean, gradient accumulation via optax.MultiSteps."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"

import functools
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("dp_accum")

GLOBAL_BATCH = 64
ACCUM = 4
OPT_STEPS = 60


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)})
    return params


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.gelu(x @ layer["w"] + layer["b"])
    return (x @ params[-1]["w"] + params[-1]["b"])[:, 0]


def main():
    mesh = jax.make_mesh((jax.device_count(),), ("data",))
    log.info("mesh %s over %s", dict(mesh.shape), [d.id for d in jax.devices()])
    rng = np.random.default_rng(0)
    x_all = rng.normal(size=(16384, 8)).astype(np.float32)
    y_all = (np.sin(x_all[:, 0]) * x_all[:, 1] + 0.1 * x_all[:, 2] ** 2 + 0.05 * rng.normal(size=16384)).astype(np.float32)

    params = init_mlp(jax.random.PRNGKey(0), [8, 64, 64, 1])
    tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3)), every_k_schedule=ACCUM)
    opt_state = tx.init(params)
    repl = NamedSharding(mesh, P())
    params, opt_state = jax.device_put((params, opt_state), repl)

    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P()))
    def grads_fn(params, x, y):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(params)
        return jax.lax.pmean(loss, "data"), jax.lax.pmean(g, "data")

    @jax.jit
    def micro_step(params, opt_state, x, y):
        loss, grads = grads_fn(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    data_sharding = NamedSharding(mesh, P("data"))
    t0 = time.time()
    window = []
    for micro in range(1, OPT_STEPS * ACCUM + 1):
        idx = rng.integers(0, len(x_all), GLOBAL_BATCH)
        x, y = jax.device_put((x_all[idx], y_all[idx]), data_sharding)
        params, opt_state, loss = micro_step(params, opt_state, x, y)
        window.append(float(loss))
        if micro % (10 * ACCUM) == 0:
            log.info("opt_step %d (micro %d) mse %.4f (%.1fs)", micro // ACCUM, micro, np.mean(window), time.time() - t0)
            window = []
    x_te, y_te = x_all[:2048], y_all[:2048]
    log.info("final full-batch mse %.4f", float(jnp.mean((mlp(params, x_te) - y_te) ** 2)))


if __name__ == "__main__":
    main()
