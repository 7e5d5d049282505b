# Stage 1: pretrain an encoder+head and save it with Orbax.
# Stage 2: the refactored fine-tuning module loads the pretrained params and evaluates before fine-tuning.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

rng = np.random.default_rng(0)
centers = rng.normal(size=(8, 32)) * 1.5
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 8, n)
    return (centers[y] + r.normal(size=(n, 32))).astype(np.float32), y.astype(np.int32)
xtr, ytr = make(4000, 1)
xte, yte = make(1000, 2)

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        return nn.relu(nn.Dense(64)(x))

class PretrainModel(nn.Module):
    def setup(self):
        self.encoder = Encoder()
        self.head = nn.Dense(8)
    def __call__(self, x):
        return self.head(self.encoder(x))

def train(model, params, epochs):
    tx = optax.adam(1e-3)
    st = tx.init(params)
    @jax.jit
    def step(p, s, xb, yb):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean())(p)
        u, s = tx.update(g, s, p)
        return optax.apply_updates(p, u), s, l
    for e in range(epochs):
        for i in range(0, len(xtr), 128):
            params, st, l = step(params, st, xtr[i:i+128], ytr[i:i+128])
        print(f"pretrain epoch {e} loss {float(l):.4f}")
    return params

def accuracy(model, params):
    return float((model.apply(params, xte).argmax(-1) == yte).mean())

pre = PretrainModel()
p = pre.init(jax.random.PRNGKey(0), xtr[:1])
p = train(pre, p, 3)
print(f"pretrain test_acc {accuracy(pre, p):.4f}")

ckpt_dir = os.path.abspath("ckpt_010")
shutil.rmtree(ckpt_dir, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "pretrained"), p)
ckptr.wait_until_finished()
print(f"saved checkpoint to {ckpt_dir}/pretrained")

# ---------------- stage 2: fine-tuning code (refactored to nn.compact) ----------------
class Classifier(nn.Module):
    n_classes: int = 8
    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_classes)(Encoder()(x))

clf = Classifier()
init_params = clf.init(jax.random.PRNGKey(42), xtr[:1])
restored = ocp.StandardCheckpointer().restore(os.path.join(ckpt_dir, "pretrained"))
params = {"params": {**init_params["params"], **restored["params"]}}
print(f"loaded pretrained weights: {len(jax.tree_util.tree_leaves(restored))} arrays")
print(f"fine-tune start test_acc {accuracy(clf, params):.4f}")
