"""Data-parallel logistic-regression/MLP training on 2 simulated CPU devices with shard_map + pmean
(code kept from an older repo, still importing shard_map from jax.experimental)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
import time
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import NamedSharding, PartitionSpec as P
from jax.experimental.shard_map import shard_map

print(f"jax {jax.__version__}, devices: {jax.devices()}")
mesh = jax.make_mesh((jax.device_count(),), ("data",))
repl = NamedSharding(mesh, P())
data_sh = NamedSharding(mesh, P("data"))

def init_mlp(key, sizes):
    params = []
    for k, (i, o) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (i, o)) * jnp.sqrt(2.0 / i), "b": jnp.zeros(o)})
    return params

def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))

@jax.jit
@partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P(), P()))
def train_step(params, opt_state, x, y):
    (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
    grads = jax.lax.pmean(grads, "data")
    loss, acc = jax.lax.pmean(loss, "data"), jax.lax.pmean(acc, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, acc

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 20)).astype(np.float32)
W = rng.normal(size=(20, 5))
Y = (X @ W + 0.3 * rng.normal(size=(4096, 5))).argmax(-1).astype(np.int32)
Xtr, Ytr, Xte, Yte = X[:3584], Y[:3584], X[3584:], Y[3584:]

params = jax.device_put(init_mlp(jax.random.key(0), [20, 64, 64, 5]), repl)
opt_state = jax.device_put(tx.init(params), repl)
BS = 256
for epoch in range(1, 6):
    t0 = time.time()
    perm = rng.permutation(len(Xtr))
    ls, accs = [], []
    for s in range(len(Xtr) // BS):
        idx = perm[s * BS:(s + 1) * BS]
        xb = jax.device_put(Xtr[idx], data_sh); yb = jax.device_put(Ytr[idx], data_sh)
        params, opt_state, loss, acc = train_step(params, opt_state, xb, yb)
        ls.append(float(loss)); accs.append(float(acc))
    te_loss, te_acc = jax.jit(loss_fn)(params, Xte, Yte)
    print(f"epoch {epoch} | train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} | "
          f"test_loss {float(te_loss):.4f} test_acc {float(te_acc):.4f} | {time.time()-t0:.2f}s | x.sharding={xb.sharding.spec}")
print("training finished")
