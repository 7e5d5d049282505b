"""Denoising autoencoder training with periodic Orbax checkpoints, then restore + evaluate."""
import logging
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s] %(message)s")
logging.getLogger().setLevel(logging.INFO)
log = logging.getLogger("dae")
CKPT_DIR = "/home/user/project/ckpt010"

class DAE(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(64)(x)); z = nn.Dense(8)(h)
        h = nn.gelu(nn.Dense(64)(z))
        return nn.Dense(x.shape[-1])(h)

model = DAE()
tx = optax.adamw(1e-3)

@jax.jit
def train_step(params, opt_state, x, key):
    noisy = x + 0.2 * jax.random.normal(key, x.shape)
    def lf(p):
        return jnp.mean((model.apply({"params": p}, noisy) - x) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss

def main():
    rng = np.random.default_rng(0)
    basis = rng.normal(size=(8, 32)).astype(np.float32)
    data = (rng.normal(size=(4000, 8)).astype(np.float32) @ basis) / 3
    key = jax.random.PRNGKey(0)
    params = model.init(key, data[:1])["params"]
    opt_state = tx.init(params)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
    for step in range(1, 601):
        key, sk = jax.random.split(key)
        idx = rng.integers(0, len(data), 128)
        params, opt_state, loss = train_step(params, opt_state, data[idx], sk)
        if step % 100 == 0:
            log.info("step=%d loss=%.5f", step, float(loss))
        if step % 200 == 0:
            mngr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
    mngr.wait_until_finished()
    log.info("checkpoints on disk: %s", mngr.all_steps())
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, {"params": params, "opt_state": opt_state})
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    x = data[:512]
    mse = float(jnp.mean((model.apply({"params": restored["params"]}, x) - x) ** 2))
    log.info("restored step %d, eval reconstruction mse=%.5f", mngr.latest_step(), mse)
    mngr.close()

if __name__ == "__main__":
    main()
