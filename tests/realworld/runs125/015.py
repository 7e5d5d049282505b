"""Regression MLP with Orbax CheckpointManager: save every epoch, keep 2, resume from the latest step (healthy run)."""
import logging, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s] %(message)s", force=True)
log = logging.getLogger("reg")
CKPT_DIR = "/home/user/project/ckpt_015"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(2000, 4)).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] - 0.5 * X[:, 3] ** 2).astype(np.float32)[:, None]


class Reg(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(64)(x))
        x = nn.tanh(nn.Dense(64)(x))
        return nn.Dense(1)(x)


def create_state():
    m = Reg()
    return train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"],
                                         tx=optax.adam(3e-3))


@jax.jit
def train_step(state, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.losses.squared_error(state.apply_fn({"params": p}, x), y).mean())(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def eval_mse(state):
    return optax.losses.squared_error(state.apply_fn({"params": state.params}, X), Y).mean()


mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
state = create_state()
for epoch in range(1, 6):
    perm = rng.permutation(len(X))
    for i in range(len(X) // 64):
        idx = perm[i * 64:(i + 1) * 64]
        state, loss = train_step(state, X[idx], Y[idx])
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    log.info("epoch %d loss %.5f full_mse %.5f (checkpoint saved)", epoch, float(loss), float(eval_mse(state)))
mngr.wait_until_finished()
log.info("checkpoints on disk: %s", mngr.all_steps())

# resume in a "new process"
fresh = create_state()
abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, fresh)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
log.info("restored step %d (opt step %d) full_mse %.5f", mngr.latest_step(), int(restored.step), float(eval_mse(restored)))
for i in range(10):
    restored, loss = train_step(restored, X[i * 64:(i + 1) * 64], Y[i * 64:(i + 1) * 64])
log.info("continued 10 steps after resume, loss %.5f", float(loss))
mngr.close()
