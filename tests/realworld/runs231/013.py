# Healthy run: train a regressor, checkpoint TrainState with Orbax, simulate a restart and resume.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_013")
shutil.rmtree(CKPT_DIR, ignore_errors=True)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.gelu(nn.Dense(128)(x))
        return nn.Dense(1)(x)


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(4096, 8)).astype(np.float32)
Y = (np.sin(X[:, :1] * 2) + 0.5 * X[:, 1:2] ** 2 - X[:, 2:3]).astype(np.float32)
model = MLP()


def create_state():
    return train_state.TrainState.create(apply_fn=model.apply,
                                         params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                         tx=optax.adamw(1e-3, weight_decay=1e-4))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def run(state, mngr, first, last):
    for step in range(first, last + 1):
        i = (step * 128) % len(X)
        state, loss = train_step(state, X[i:i + 128], Y[i:i + 128])
        if step % 100 == 0:
            print(f"step {step} mse {float(loss):.5f}")
        if step % 250 == 0:
            mngr.save(step, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state


opts = ocp.CheckpointManagerOptions(max_to_keep=2)
mngr = ocp.CheckpointManager(CKPT_DIR, options=opts)
state = run(create_state(), mngr, 1, 500)
full_mse = float(jnp.mean((model.apply({"params": state.params}, X) - Y) ** 2))
print(f"after 500 steps: full-data mse {full_mse:.5f}; checkpoints {mngr.all_steps()}")

# restart: fresh process state, restore the latest checkpoint into the abstract TrainState
mngr = ocp.CheckpointManager(CKPT_DIR, options=opts)
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, create_state())
latest = mngr.latest_step()
state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
restored_mse = float(jnp.mean((model.apply({"params": state.params}, X) - Y) ** 2))
print(f"restored step {int(state.step)} full-data mse {restored_mse:.5f}")
state = run(state, mngr, latest + 1, 1000)
print(f"final full-data mse {float(jnp.mean((model.apply({'params': state.params}, X) - Y) ** 2)):.5f}")
