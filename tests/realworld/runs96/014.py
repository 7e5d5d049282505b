"""Elman RNN over lax.scan for sequence sum prediction; gradient accumulation with optax.MultiSteps,
periodic Orbax checkpoints."""
import logging
import shutil
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s] %(message)s")
logging.getLogger().setLevel(logging.INFO)
log = logging.getLogger("rnn")
CKPT = "/home/user/project/014_ckpt"
H = 32


def init_params(key, din=1, h=H):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"W_xh": jax.random.normal(k1, (din, h)) * 0.3,
            "W_hh": jnp.eye(h) * 0.9 + jax.random.normal(k2, (h, h)) * 0.01,
            "b_h": jnp.zeros(h),
            "W_out": jax.random.normal(k3, (h, 1)) * 0.1,
            "b_out": jnp.zeros(1)}


def forward(p, xs):                      # xs: [B, T, 1]
    def cell(h, x_t):
        h = jnp.tanh(x_t @ p["W_xh"] + h @ p["W_hh"] + p["b_h"])
        return h, None
    h0 = jnp.zeros((xs.shape[0], H))
    h_T, _ = lax.scan(cell, h0, jnp.swapaxes(xs, 0, 1))
    return (h_T @ p["W_out"] + p["b_out"])[:, 0]


tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3)), every_k_schedule=4)


@jax.jit
def micro_step(params, opt_state, xs, ys):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward(p, xs) - ys) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(0)
params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)
shutil.rmtree(CKPT, ignore_errors=True)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=100))
running = []
for it in range(1, 401):
    xs = rng.uniform(-1, 1, size=(32, 12, 1)).astype(np.float32)
    ys = xs.sum((1, 2)) / 4.0
    params, opt_state, loss = micro_step(params, opt_state, xs, ys)
    running.append(float(loss))
    if it % 50 == 0:
        log.info("micro_step=%d optimizer_step=%d loss=%.5f", it, int(opt_state.gradient_step), np.mean(running))
        running = []
    mngr.save(it, args=ocp.args.StandardSave(params))
mngr.wait_until_finished()
log.info("checkpoints kept: %s", mngr.all_steps())
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)))
log.info("restored step %d, max abs diff %.2e", mngr.latest_step(),
         max(float(jnp.abs(a - b).max()) for a, b in zip(jax.tree_util.tree_leaves(restored), jax.tree_util.tree_leaves(params))))
