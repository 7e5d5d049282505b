# Pre-train a small MLP classifier, checkpoint it with Orbax, then load it into the fine-tuning
# model (refactored version of the module with named layers, as in the PyTorch code) and continue.
import os, shutil
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT_DIR = os.path.abspath("ckpt_010")
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class MLP(nn.Module):               # pre-training version
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

class MLPClassifier(nn.Module):     # fine-tuning version
    def setup(self):
        self.fc1 = nn.Dense(256)
        self.fc2 = nn.Dense(128)
        self.classifier = nn.Dense(10)
    def __call__(self, x):
        return self.classifier(nn.relu(self.fc2(nn.relu(self.fc1(x)))))

def batches(n_steps, seed):
    rng = np.random.default_rng(seed)
    W = np.random.default_rng(42).normal(size=(64, 10)).astype(np.float32)
    for _ in range(n_steps):
        x = rng.normal(size=(64, 64)).astype(np.float32)
        yield x, (x @ W).argmax(-1)

def make_step(apply_fn):
    @jax.jit
    def step(state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(apply_fn({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss
    return step

pre = MLP()
state = train_state.TrainState.create(apply_fn=pre.apply, tx=optax.adam(1e-3),
                                      params=pre.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"])
step = make_step(pre.apply)
for i, (x, y) in enumerate(batches(300, 0)):
    state, loss = step(state, x, y)
    if i % 100 == 0:
        print(f"[pretrain] step {i} loss {float(loss):.4f}")
mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(300, args=ocp.args.StandardSave(state.params))
mngr.wait_until_finished()
print("saved checkpoint step 300 to", CKPT_DIR)

ft = MLPClassifier()
init_params = ft.init(jax.random.PRNGKey(1), jnp.ones((1, 64)))["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, init_params)
mngr = ocp.CheckpointManager(CKPT_DIR)
latest = mngr.latest_step()
print("restoring step", latest)
params = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
state = train_state.TrainState.create(apply_fn=ft.apply, params=params, tx=optax.adam(1e-4))
step = make_step(ft.apply)
for i, (x, y) in enumerate(batches(100, 1)):
    state, loss = step(state, x, y)
    if i % 25 == 0:
        print(f"[finetune] step {i} loss {float(loss):.4f}")
