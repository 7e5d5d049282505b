"""Healthy: CNN training with per-epoch Orbax CheckpointManager saves, then restore of the latest step for eval."""
import os, shutil, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = x.mean(axis=(1, 2))
        return nn.Dense(5)(x)

rng = np.random.default_rng(0)
protos = rng.normal(size=(5, 12, 12, 1)).astype(np.float32)
y = rng.integers(0, 5, size=1500)
X = (protos[y] + 0.7 * rng.normal(size=(1500, 12, 12, 1))).astype(np.float32)

model = CNN()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.key(0), X[:1])["params"],
                                      tx=optax.adam(3e-3))
ckpt_dir = os.path.abspath("/home/user/project/ckpt_008")
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(4):
    for i in range(0, 1500, 50):
        state, loss = train_step(state, X[i:i+50], y[i:i+50])
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    print(f"epoch {epoch} loss {float(loss):.4f} saved checkpoint step {epoch}")
mngr.wait_until_finished()
print("checkpoints on disk:", mngr.all_steps())

abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
acc = (jnp.argmax(model.apply({"params": restored.params}, X), -1) == y).mean()
print(f"restored step {int(restored.step)}, accuracy {float(acc):.4f}")
mngr.close()
