"""Caption-length regressor: preprocessed shards (.npz) hold image features + variable-length token ids."""
import os, glob
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

SHARD_DIR = "/home/user/project/017_shards"
os.makedirs(SHARD_DIR, exist_ok=True)
# ---- preprocessing job (run earlier): ragged token lists kept as-is
r = np.random.default_rng(0)
for s in range(3):
    feats = r.normal(size=(200, 48)).astype(np.float32)
    toks = np.empty(200, dtype=object)
    for i in range(200):
        toks[i] = r.integers(1, 1000, size=r.integers(5, 30)).astype(np.int32)
    np.savez(f"{SHARD_DIR}/train-{s:05d}-of-00003.npz", features=feats, tokens=toks)
print("shards:", sorted(os.path.basename(p) for p in glob.glob(f"{SHARD_DIR}/*.npz")))

# ---- training job
class ShardDataset:
    def __init__(self, pattern, max_len=32):
        self.files = sorted(glob.glob(pattern))
        self.max_len = max_len
    def __iter__(self):
        for f in self.files:
            with np.load(f) as z:
                feats, toks = z["features"], z["tokens"]
            lens = np.array([len(t) for t in toks], np.float32)
            for i in range(0, len(feats), 32):
                yield feats[i:i+32], lens[i:i+32]

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x)))[:, 0]

model = Regressor()
params = model.init(jax.random.key(0), jnp.ones((1, 48)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

ds = ShardDataset(f"{SHARD_DIR}/train-*.npz")
for epoch in range(2):
    for n, (x, y) in enumerate(ds):
        params, opt_state, loss = step(params, opt_state, x, y)
    print(f"epoch {epoch} batches {n+1} loss {float(loss):.3f}")
