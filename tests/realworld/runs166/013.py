"""Autoencoder with periodic orbax checkpoints and resume; healthy run."""
import os, shutil, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("ae")
CKPT = "/home/user/project/ae_ckpt"
if os.path.exists(CKPT):
    shutil.rmtree(CKPT)

rng = np.random.default_rng(0)
Z = rng.normal(size=(2048, 4)).astype(np.float32)
X = np.tanh(Z @ rng.normal(size=(4, 32))).astype(np.float32)

class AE(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(8)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(32)(nn.relu(nn.Dense(64)(z)))

model = AE()
def make_state():
    return train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adam(2e-3))

@jax.jit
def train_step(state, x):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - x) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=64))
state = make_state()
BS = 64
def run_epochs(state, first, last):
    for epoch in range(first, last + 1):
        perm = rng.permutation(len(X)); losses = []
        for i in range(0, len(X), BS):
            state, loss = train_step(state, X[perm[i:i+BS]])
            losses.append(float(loss))
            mngr.save(int(state.step), args=ocp.args.StandardSave(state))
        log.info("epoch %d step %d recon_mse=%.5f", epoch, int(state.step), np.mean(losses))
    return state

state = run_epochs(state, 1, 3)
mngr.wait_until_finished()
log.info("checkpoints on disk: %s", mngr.all_steps())

# simulate a restart: fresh state, restore latest, continue
fresh = make_state()
step = mngr.latest_step()
state = mngr.restore(step, args=ocp.args.StandardRestore(fresh))
log.info("resumed from step %d", int(state.step))
state = run_epochs(state, 4, 5)
mngr.wait_until_finished()
log.info("finished; checkpoints on disk: %s", mngr.all_steps())
