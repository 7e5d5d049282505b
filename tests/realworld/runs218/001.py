# Port of a PyTorch MLP classifier to Flax linen + optax TrainState, resume from Orbax checkpoint
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state
import orbax.checkpoint as ocp

class MLP(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

def make_state(hidden, key):
    model = MLP(hidden=hidden)
    params = model.init(key, jnp.ones((1, 32)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))

ckpt_dir = os.path.abspath("ckpt_001")
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
# pretraining stage (hidden=128)
state = make_state(128, jax.random.key(0))
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 32)).astype(np.float32); y = rng.integers(0, 10, 512)
@jax.jit
def step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss
for i in range(20):
    state, loss = step(state, x[i*16 % 512:(i*16 % 512)+64], y[i*16 % 512:(i*16 % 512)+64])
print(f"pretrain step 20 loss {float(loss):.4f}")
mngr.save(20, args=ocp.args.StandardSave(state))
mngr.wait_until_finished()
print("saved checkpoint", mngr.latest_step())

# fine-tune stage: config says hidden_size=256
cfg = {"hidden_size": 256, "lr": 1e-3}
target = make_state(cfg["hidden_size"], jax.random.key(1))
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, target)
print("restoring step", mngr.latest_step())
state = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
print("restored")
