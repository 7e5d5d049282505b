"""Regression MLP with preemption-safe checkpointing (Orbax CheckpointManager). Re-launch to resume."""
import argparse, logging
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", force=True)
log = logging.getLogger("train")

p = argparse.ArgumentParser()
p.add_argument("--ckpt_dir", default="/home/user/project/ckpt_004")
p.add_argument("--max_steps", type=int, default=400)
p.add_argument("--save_every", type=int, default=100)
args = p.parse_args()

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 8)).astype(np.float32)
Y = np.tanh(X[:, :3].sum(1, keepdims=True)).astype(np.float32)

model = Net()
params = model.init(jax.random.key(0), X[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

mngr = ocp.CheckpointManager(args.ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=3, create=True))
latest = mngr.latest_step()
if latest is not None:
    log.info("found checkpoint at step %d in %s, resuming", latest, args.ckpt_dir)
    state = mngr.restore(latest, args=ocp.args.StandardRestore(state))
    start_step = int(state.step) + 1
else:
    start_step = 1
    log.info("no checkpoint found, starting from scratch")
log.info("training steps %d..%d", start_step, args.max_steps)

for step in range(start_step, args.max_steps + 1):
    i = (step * 64) % len(X)
    state, loss = train_step(state, X[i:i+64], Y[i:i+64])
    if step % 50 == 0:
        log.info("step %d loss %.5f", step, float(loss))
    if step % args.save_every == 0:
        mngr.save(step, args=ocp.args.StandardSave(state))
        log.info("saved checkpoint step %d", step)
mngr.wait_until_finished()
log.info("done")
