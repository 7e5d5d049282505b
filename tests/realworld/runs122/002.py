"""Resume an MLP regressor from the latest Orbax checkpoint after bumping hidden size in the config."""
import os, shutil, logging
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("train")
CKPT = "/home/user/project/ckpt_002"

class MLP(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)

def make_state(hidden):
    m = MLP(hidden)
    p = m.init(jax.random.PRNGKey(0), jnp.ones((1, 8)))["params"]
    return train_state.TrainState.create(apply_fn=m.apply, params=p, tx=optax.adam(1e-3))

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype(np.float32)
Y = (X @ rng.normal(size=(8, 1))).astype(np.float32)

@jax.jit
def step(state, x, y):
    def lf(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

# ---- first run: hidden=64 ----
shutil.rmtree(CKPT, ignore_errors=True)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
state = make_state(64)
for epoch in range(3):
    for i in range(0, 512, 64):
        state, loss = step(state, X[i:i+64], Y[i:i+64])
    log.info("epoch %d mse %.4f", epoch, float(loss))
    mngr.save(epoch, args=ocp.args.StandardSave(state))
mngr.wait_until_finished()
mngr.close()

# ---- second run: config now says hidden=128, resume from latest ----
cfg = {"hidden": 128, "resume": True}
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
state = make_state(cfg["hidden"])
latest = mngr.latest_step()
log.info("resuming from step %s", latest)
state = mngr.restore(latest, args=ocp.args.StandardRestore(state))
log.info("restored, continuing training")
for epoch in range(latest + 1, latest + 3):
    for i in range(0, 512, 64):
        state, loss = step(state, X[i:i+64], Y[i:i+64])
    log.info("epoch %d mse %.4f", epoch, float(loss))
