# Healthy run: data-parallel CNN with jax.pmap over 4 CPU devices (gradient all-reduce with pmean),
# per-device dropout keys, replicated TrainState.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import functools
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

n_dev = jax.local_device_count()
print("local devices:", n_dev)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(10)(x)

def make(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(3).normal(size=(10, 12, 12, 1)).astype(np.float32)
    y = r.integers(0, 10, size=n).astype(np.int32)
    return protos[y] + 1.0 * r.normal(size=(n, 12, 12, 1)).astype(np.float32), y

xtr, ytr = make(6400, 0); xte, yte = make(1600, 1)
global_bs = 128
per_dev = global_bs // n_dev
model = CNN()
key = jax.random.key(0); key, ik = jax.random.split(key)
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(ik, xtr[:1], train=False)["params"], tx=optax.adam(3e-3))
state = jax_utils.replicate(state)

@functools.partial(jax.pmap, axis_name="batch")
def train_step(state, x, y, dk):
    def lf(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dk})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    g = jax.lax.pmean(g, "batch"); l = jax.lax.pmean(l, "batch")
    return state.apply_gradients(grads=g), l

@functools.partial(jax.pmap, axis_name="batch")
def eval_step(params, x, y):
    acc = (model.apply({"params": params}, x, train=False).argmax(-1) == y).mean()
    return jax.lax.pmean(acc, "batch")

def shard(a):
    return a.reshape((n_dev, -1) + a.shape[1:])

rng = np.random.default_rng(0)
for ep in range(4):
    perm = rng.permutation(len(xtr)); ls = []
    for i in range(0, len(xtr) - global_bs + 1, global_bs):
        j = perm[i:i + global_bs]
        key, sub = jax.random.split(key)
        dks = jax.random.split(sub, n_dev)
        state, l = train_step(state, shard(xtr[j]), shard(ytr[j]), dks)
        ls.append(float(l[0]))
    acc = eval_step(state.params, shard(xte), shard(yte))
    print(f"epoch {ep} train_loss {np.mean(ls):.4f} test_acc {float(acc[0]):.4f}")
