"""Sentence-embedding model trained with an in-batch contrastive (InfoNCE) loss, cosine similarity as in the
torch version (F.normalize). Batches are padded to a fixed size for jit."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

VOCAB, T, BATCH = 1000, 16, 32

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        mask = (ids > 0)[..., None]
        x = nn.Embed(VOCAB, 64)(ids)
        x = nn.Dense(64)(nn.gelu(nn.Dense(128)(x)))          # token-level MLP
        return (x * mask).sum(1) / jnp.maximum(mask.sum(1), 1)  # mean pooling over real tokens

def normalize(x):
    return x / jnp.linalg.norm(x, axis=-1, keepdims=True).clip(1e-12)

def info_nce(params, a, b, temp=0.05):
    za = normalize(model.apply({"params": params}, a))
    zb = normalize(model.apply({"params": params}, b))
    logits = za @ zb.T / temp
    labels = jnp.arange(a.shape[0])
    valid = (a[:, 0] > 0)
    l = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return (l * valid).sum() / valid.sum()

rng = np.random.default_rng(0)
def make_pairs(n):
    base = rng.integers(1, VOCAB, size=(n, T))
    noisy = base.copy(); noisy[:, rng.integers(0, T, size=4)] = rng.integers(1, VOCAB, size=(n, 4))
    return base.astype(np.int32), noisy.astype(np.int32)

A, B = make_pairs(1000)   # 1000 pairs; last batch padded with all-zero rows
model = Encoder()
params = model.init(jax.random.key(0), A[:1])["params"]
tx = optax.adamw(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, a, b):
    loss, g = jax.value_and_grad(info_nce)(params, a, b)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss, optax.global_norm(g)

step = 0
for epoch in range(3):
    perm = rng.permutation(len(A))
    for i in range(0, len(A), BATCH):
        idx = perm[i:i + BATCH]
        a, b = A[idx], B[idx]
        if len(idx) < BATCH:   # pad the ragged last batch so the jitted step keeps one shape
            pad = BATCH - len(idx)
            a = np.concatenate([a, np.zeros((pad, T), np.int32)]); b = np.concatenate([b, np.zeros((pad, T), np.int32)])
        params, opt_state, loss, gn = train_step(params, opt_state, a, b)
        step += 1
        if step % 8 == 0:
            print({"loss": round(float(loss), 4), "grad_norm": float(gn), "learning_rate": 1e-3,
                   "epoch": round(step / 32, 2)})
