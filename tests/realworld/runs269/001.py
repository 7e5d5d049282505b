# Restore a pretrained CNN checkpoint (Orbax) into a fine-tuning model
import os, shutil
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.training import train_state

class CNN(nn.Module):
    width: int = 32
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.width, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(self.width * 2, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(self.num_classes)(x)

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 28, 28, 1)), jnp.float32)
y = jnp.asarray(rng.integers(0, 10, 64))
ckdir = os.path.abspath("ckpt_001")
shutil.rmtree(ckdir, ignore_errors=True)

# pretraining run
pre = CNN(width=32)
p = pre.init(jax.random.PRNGKey(0), x[:1])["params"]
st = train_state.TrainState.create(apply_fn=pre.apply, params=p, tx=optax.adam(1e-3))
@jax.jit
def step(st, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(st.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(st.params)
    return st.apply_gradients(grads=g), l
for i in range(5):
    st, l = step(st, x, y)
    print(f"pretrain step {i} loss {float(l):.4f}")
mgr = ocp.CheckpointManager(ckdir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mgr.save(5, args=ocp.args.StandardSave(st.params)); mgr.wait_until_finished()
print("saved checkpoint step 5 to", ckdir)

# fine-tuning run, config from model card
cfg = {"width": 48, "num_classes": 10}
model = CNN(**cfg)
params = model.init(jax.random.PRNGKey(1), x[:1])["params"]
mgr2 = ocp.CheckpointManager(ckdir)
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
restored = mgr2.restore(mgr2.latest_step(), args=ocp.args.StandardRestore(abstract))
print("restored params from step", mgr2.latest_step())
st = train_state.TrainState.create(apply_fn=model.apply, params=restored, tx=optax.adam(1e-4))
for i in range(5):
    st, l = step(st, x, y)
    print(f"finetune step {i} loss {float(l):.4f}")
