# Train a classifier, save with Orbax; later an inference script rebuilds the model (layers now named
# like the PyTorch port) and loads the checkpoint into it, keeping init values for anything not in the file.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.traverse_util import flatten_dict, unflatten_dict

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 5))
def make(n):
    X = rng.normal(size=(n, 32)).astype(np.float32); return X, (X @ W).argmax(-1)
Xtr, ytr = make(8192); Xte, yte = make(2048)

class TrainNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x)); x = nn.relu(nn.Dense(128)(x)); return nn.Dense(5)(x)

class InferNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name='fc1')(x)); x = nn.relu(nn.Dense(128, name='fc2')(x))
        return nn.Dense(5, name='classifier')(x)

def accuracy(model, params, X, y):
    return float((model.apply({'params': params}, X).argmax(-1) == y).mean())

m = TrainNet()
params = m.init(jax.random.PRNGKey(0), Xtr[:1])['params']
tx = optax.adam(1e-3); st = tx.init(params)
@jax.jit
def step(p, st, x, y):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(m.apply({'params': p}, x), y).mean())(p)
    u, st = tx.update(g, st); return optax.apply_updates(p, u), st, l
for epoch in range(4):
    perm = rng.permutation(len(Xtr))
    for i in range(0, len(Xtr), 128):
        j = perm[i:i+128]; params, st, l = step(params, st, Xtr[j], ytr[j])
    print(f"epoch {epoch} loss {float(l):.4f} test_acc {accuracy(m, params, Xte, yte):.4f}")

ckdir = os.path.abspath('ckpt_009'); shutil.rmtree(ckdir, ignore_errors=True)
ck = ocp.StandardCheckpointer(); ck.save(ckdir, params); ck.wait_until_finished()
print("saved checkpoint to", ckdir)

# ---- inference ----
net = InferNet()
init_params = net.init(jax.random.PRNGKey(42), Xte[:1])['params']
loaded = flatten_dict(ck.restore(ckdir))
merged = {k: loaded.get(k, v) for k, v in flatten_dict(init_params).items()}
infer_params = unflatten_dict(merged)
print("loaded checkpoint from", ckdir)
print(f"inference test_acc {accuracy(net, infer_params, Xte, yte):.4f}")
