# Pretrain an MLP classifier, checkpoint the TrainState with Orbax, then load the weights for evaluation
import os, shutil
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.training import train_state
from flax.traverse_util import flatten_dict, unflatten_dict

r = np.random.default_rng(0)
centers = r.normal(size=(5, 20)).astype(np.float32) * 2
def make(n, seed):
    rr = np.random.default_rng(seed); y = rr.integers(0, 5, n)
    return (centers[y] + rr.normal(size=(n, 20))).astype(np.float32), y
Xtr, Ytr = make(3000, 1); Xte, Yte = make(1000, 2)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x)); x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(5)(x)

model = MLP()
def accuracy(params):
    return float((model.apply({"params": params}, Xte).argmax(-1) == Yte).mean())

state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"], tx=optax.adam(1e-3))
@jax.jit
def step(state, x, y):
    g = jax.grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean())(state.params)
    return state.apply_gradients(grads=g)
for epoch in range(3):
    for i in range(0, 3000, 100): state = step(state, Xtr[i:i+100], Ytr[i:i+100])
    print(f"pretrain epoch {epoch} test_acc {accuracy(state.params):.4f}")

path = os.path.abspath("ckpt_009")
shutil.rmtree(path, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
ckptr.save(path, state); ckptr.wait_until_finished()
print("saved", path)

# ---- evaluation script: build a fresh model and load whatever matches from the checkpoint ----
fresh = model.init(jax.random.PRNGKey(42), Xtr[:1])["params"]
raw = ckptr.restore(path)
flat_fresh = flatten_dict(fresh); flat_ckpt = flatten_dict(raw)
loaded = {k: (flat_ckpt[k] if k in flat_ckpt and flat_ckpt[k].shape == v.shape else v) for k, v in flat_fresh.items()}
params = unflatten_dict(loaded)
print("restored checkpoint from", path)
print(f"eval test_acc {accuracy(params):.4f}")
