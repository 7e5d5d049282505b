"""Healthy: linear-warmup AdamW training with an Orbax CheckpointManager (save every 50 steps, keep 2),
then restore the latest step and check the eval loss matches."""
import shutil, logging
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", force=True)
CKPT_DIR = "/home/user/project/ckpt010"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x))).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 4)).astype(np.float32)
y = np.tanh(X @ np.array([1.0, -2.0, 0.5, 0.0], np.float32)).astype(np.float32)
model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 1e-2, 20, 200))
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb) - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

eval_loss = jax.jit(lambda p: jnp.mean((model.apply({"params": p}, X) - y) ** 2))
mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=50))
for s in range(1, 201):
    idx = rng.integers(0, 1024, 64)
    params, opt_state, loss = step(params, opt_state, X[idx], y[idx])
    if s % 25 == 0:
        logging.info("step %d train_loss %.5f", s, float(loss))
    mngr.save(s, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
mngr.wait_until_finished()
logging.info("checkpoints on disk: %s", mngr.all_steps())
latest = mngr.latest_step()
restored = mngr.restore(latest, args=ocp.args.StandardRestore({"params": params, "opt_state": opt_state}))
logging.info("restored step %d: eval_loss %.5f (live %.5f)", latest, float(eval_loss(restored["params"])), float(eval_loss(params)))
mngr.close()
