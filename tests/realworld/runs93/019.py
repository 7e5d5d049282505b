"""Train a Flax NNX MLP, checkpoint with Orbax CheckpointManager every 100 steps, then restore the
latest checkpoint into a fresh model and verify the evaluation loss matches."""
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT = "/home/user/project/ckpt_019"
shutil.rmtree(CKPT, ignore_errors=True)


class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, dout, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


rng = np.random.default_rng(0)
W = rng.normal(size=(16, 4)).astype(np.float32)
def data(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, np.sin(x @ W)
x_ev, y_ev = data(512)

model = MLP(16, 64, 4, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    opt.update(model, g)
    return loss


@nnx.jit
def eval_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=100))
for step in range(1, 301):
    loss = train_step(model, opt, *data(64))
    if step % 50 == 0:
        print(f"step {step} train_mse {float(loss):.4f} eval_mse {float(eval_loss(model, x_ev, y_ev)):.4f}")
    if mngr.save(step, args=ocp.args.StandardSave(nnx.state(model))):
        print(f"checkpoint saved: step {step}")
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())

fresh = MLP(16, 64, 4, nnx.Rngs(123))
abstract = nnx.state(nnx.eval_shape(lambda: MLP(16, 64, 4, nnx.Rngs(0))))
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
nnx.update(fresh, restored)
a, b = float(eval_loss(model, x_ev, y_ev)), float(eval_loss(fresh, x_ev, y_ev))
print(f"restored step {mngr.latest_step()}: eval_mse original={a:.6f} restored={b:.6f}")
mngr.close()
