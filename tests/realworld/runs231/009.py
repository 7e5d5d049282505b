# Two-stage job: train a classifier (wrapped with a projection head) and checkpoint it with Orbax,
# then restore the backbone for evaluation, copying matching parameters like load_state_dict(strict=False).
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax import traverse_util
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_009")
shutil.rmtree(CKPT_DIR, ignore_errors=True)


class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(8)(x)


class TrainWrapper(nn.Module):
    @nn.compact
    def __call__(self, x):
        return Backbone(name="model")(x)


rng = np.random.default_rng(0)
W = rng.normal(size=(16, 8))
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    return x, (x @ W).argmax(-1).astype(np.int32)
train_x, train_y = make(8192)
test_x, test_y = make(2048)

# ---------------- stage 1: training ----------------
wrapper = TrainWrapper()
params = wrapper.init(jax.random.PRNGKey(0), train_x[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(wrapper.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


for step in range(1, 801):
    i = (step * 128) % len(train_x)
    params, opt_state, loss = train_step(params, opt_state, train_x[i:i + 128], train_y[i:i + 128])
    if step % 100 == 0:
        print(f"[train] step {step} loss {float(loss):.4f}")
acc = (wrapper.apply({"params": params}, test_x).argmax(-1) == test_y).mean()
print(f"[train] test accuracy {float(acc):.4f}")

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(800, args=ocp.args.StandardSave({"params": params}))
mngr.wait_until_finished()
print(f"[train] saved checkpoint step 800 to {CKPT_DIR}")

# ---------------- stage 2: evaluation ----------------
model = Backbone()
eval_params = model.init(jax.random.PRNGKey(1), test_x[:1])["params"]
mngr = ocp.CheckpointManager(CKPT_DIR)
step = mngr.latest_step()
restored = mngr.restore(step, args=ocp.args.StandardRestore())
print(f"[eval] restored checkpoint step {step}")

flat_ckpt = traverse_util.flatten_dict(restored["params"])
flat_model = traverse_util.flatten_dict(eval_params)
for k in flat_model:
    if k in flat_ckpt and flat_ckpt[k].shape == flat_model[k].shape:
        flat_model[k] = jnp.asarray(flat_ckpt[k])
eval_params = traverse_util.unflatten_dict(flat_model)

logits = model.apply({"params": eval_params}, test_x)
loss = optax.softmax_cross_entropy_with_integer_labels(logits, test_y).mean()
acc = (logits.argmax(-1) == test_y).mean()
print(f"[eval] test loss {float(loss):.4f} test accuracy {float(acc):.4f}")
