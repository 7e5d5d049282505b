# Fine-tune a classifier from a checkpoint saved by the pretraining job (Orbax).
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

def make_data(rng, n=2048, d=32):
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d, 10)).astype(np.float32)
    y = (x @ w).argmax(-1)
    return x, y

rng = np.random.default_rng(0)
x, y = make_data(rng)
ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# ---- pretraining job (hidden=128) ----
pre = MLP(hidden=128)
params = pre.init(jax.random.key(0), jnp.ones((1, 32)))["params"]
state = train_state.TrainState.create(apply_fn=pre.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for ep in range(2):
    for i in range(0, len(x), 128):
        state, loss = step(state, x[i:i+128], y[i:i+128])
    print(f"pretrain epoch {ep} loss {float(loss):.4f}")

mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(1, args=ocp.args.StandardSave(state.params))
mngr.wait_until_finished()
print("saved checkpoint step 1 to", ckpt_dir)

# ---- fine-tune job: config says hidden=256 ----
config = {"hidden": 256, "lr": 3e-4, "epochs": 2}
model = MLP(hidden=config["hidden"])
init_params = model.init(jax.random.key(1), jnp.ones((1, 32)))["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, init_params)
mngr = ocp.CheckpointManager(ckpt_dir)
step_no = mngr.latest_step()
print("restoring step", step_no)
restored = mngr.restore(step_no, args=ocp.args.StandardRestore(abstract))
state = train_state.TrainState.create(apply_fn=model.apply, params=restored, tx=optax.adam(config["lr"]))
for ep in range(config["epochs"]):
    for i in range(0, len(x), 128):
        state, loss = step(state, x[i:i+128], y[i:i+128])
    print(f"finetune epoch {ep} loss {float(loss):.4f}")
