# Healthy: data-parallel MLP on MNIST-like synthetic data with pmap over 4 fake CPU devices + Orbax checkpoint
import os, shutil
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax import jax_utils
from flax.training import train_state

n_dev = jax.local_device_count(); print("devices:", n_dev)
r = np.random.default_rng(0)
protos = r.normal(size=(10, 64)).astype(np.float32)
def make(n, seed):
    rr = np.random.default_rng(seed); y = rr.integers(0, 10, n)
    return (protos[y] + rr.normal(size=(n, 64))).astype(np.float32), y
Xtr, Ytr = make(8192, 1); Xte, Yte = make(1024, 2)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x)); x = nn.Dropout(0.1, deterministic=True)(x)
        return nn.Dense(10)(x)

model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"], tx=optax.adamw(1e-3))
state = jax_utils.replicate(state)

def train_step(state, x, y):
    def lf(p): return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    g = jax.lax.pmean(g, "batch"); l = jax.lax.pmean(l, "batch")
    return state.apply_gradients(grads=g), l
p_step = jax.pmap(train_step, axis_name="batch")

bs = 256
for epoch in range(4):
    perm = r.permutation(len(Xtr)); losses = []
    for i in range(0, len(Xtr), bs):
        j = perm[i:i+bs]
        x = Xtr[j].reshape(n_dev, -1, 64); y = Ytr[j].reshape(n_dev, -1)
        state, l = p_step(state, x, y); losses.append(float(l[0]))
    params = jax_utils.unreplicate(state).params
    acc = float((model.apply({"params": params}, Xte).argmax(-1) == Yte).mean())
    print(f"epoch {epoch} loss {np.mean(losses):.4f} test_acc {acc:.4f}")

ck = os.path.abspath("ckpt_011"); shutil.rmtree(ck, ignore_errors=True)
mgr = ocp.CheckpointManager(ck)
mgr.save(4, args=ocp.args.StandardSave(params)); mgr.wait_until_finished()
restored = mgr.restore(4, args=ocp.args.StandardRestore(jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)))
acc = float((model.apply({"params": restored}, Xte).argmax(-1) == Yte).mean())
print(f"restored step 4 test_acc {acc:.4f}")
