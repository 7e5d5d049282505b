"""Linear-warmup + cosine schedule, grad clipping, periodic Orbax checkpoints (pure JAX MLP regressor)."""
import logging, shutil, time
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
logging.getLogger("absl").setLevel(logging.WARNING)
log = logging.getLogger("train")
CKPT = "/home/user/project/ckpt_012"
TOTAL_STEPS, WARMUP = 600, 60

def init(key, sizes=(8, 64, 64, 1)):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (a, b)) * np.sqrt(2.0 / a), "b": jnp.zeros(b)})
    return params

def apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.silu(x @ layer["w"] + layer["b"])
    return (x @ params[-1]["w"] + params[-1]["b"])[:, 0]

def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    r = np.random.default_rng(0)
    x = r.uniform(-1, 1, (4096, 8)).astype(np.float32)
    y = (np.sin(3 * x[:, 0]) + x[:, 1] * x[:, 2] + 0.05 * r.normal(size=4096)).astype(np.float32)
    xv, yv = x[-512:], y[-512:]; x, y = x[:-512], y[:-512]
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, WARMUP, TOTAL_STEPS, end_value=1e-5)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
    params = init(jax.random.key(0)); opt_state = tx.init(params)
    mgr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=200))

    @jax.jit
    def step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((apply(p, xb) - yb) ** 2))(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss, optax.global_norm(g)

    val = jax.jit(lambda p: jnp.mean((apply(p, xv) - yv) ** 2))
    t0 = time.time()
    for s in range(1, TOTAL_STEPS + 1):
        idx = r.integers(0, len(x), 128)
        params, opt_state, loss, gn = step(params, opt_state, x[idx], y[idx])
        if s % 50 == 0:
            log.info("step %d/%d loss=%.4f grad_norm=%.3f lr=%.2e val_mse=%.4f", s, TOTAL_STEPS, float(loss), float(gn), float(sched(s)), float(val(params)))
        if mgr.save(s, args=ocp.args.StandardSave({"params": params, "step": s})):
            log.info("checkpoint saved at step %d", s)
    mgr.wait_until_finished()
    log.info("done in %.1fs, checkpoints: %s", time.time() - t0, mgr.all_steps())
    restored = mgr.restore(mgr.latest_step())
    log.info("restored step %d, val_mse=%.4f", int(restored["step"]), float(val(restored["params"])))

if __name__ == "__main__":
    main()
