# Tiny GPT-style causal LM ported from a PyTorch nanoGPT block to Flax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, T, D, H, L = 96, 32, 64, 4, 2

class CausalSelfAttention(nn.Module):
    n_head: int
    @nn.compact
    def __call__(self, x):
        B, T_, C = x.shape
        qkv = nn.Dense(3 * C)(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        # (B, T, C) -> (B, nh, T, hd)
        q = q.reshape(B, T_, self.n_head, C // self.n_head).transpose(0, 2, 1, 3)
        k = k.reshape(B, T_, self.n_head, C // self.n_head).transpose(0, 2, 1, 3)
        v = v.reshape(B, T_, self.n_head, C // self.n_head).transpose(0, 2, 1, 3)
        # att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = (q @ k.swapaxes(1, 2)) * (1.0 / np.sqrt(k.shape[-1]))
        mask = jnp.tril(jnp.ones((T_, T_), dtype=bool))
        att = jnp.where(mask, att, -1e9)
        att = jax.nn.softmax(att, axis=-1)
        y = (att @ v).transpose(0, 2, 1, 3).reshape(B, T_, C)
        return nn.Dense(C)(y)

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x + CausalSelfAttention(H)(nn.LayerNorm()(x))
        h = nn.Dense(4 * D)(nn.LayerNorm()(x))
        return x + nn.Dense(D)(nn.gelu(h))

class GPT(nn.Module):
    @nn.compact
    def __call__(self, idx):
        x = nn.Embed(VOCAB, D)(idx) + nn.Embed(T, D)(jnp.arange(idx.shape[1]))
        for _ in range(L):
            x = Block()(x)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

text = ("the quick brown fox jumps over the lazy dog. " * 400)
data = np.frombuffer(text.encode(), dtype=np.uint8).astype(np.int32) % VOCAB

def get_batch(rng, bs=16):
    ix = rng.integers(0, len(data) - T - 1, size=bs)
    x = np.stack([data[i:i+T] for i in ix]); y = np.stack([data[i+1:i+T+1] for i in ix])
    return jnp.asarray(x), jnp.asarray(y)

model = GPT()
rng = np.random.default_rng(0)
xb, yb = get_batch(rng)
print("batch", xb.shape, yb.shape)
params = model.init(jax.random.PRNGKey(0), xb)["params"]
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
tx = optax.adamw(3e-4, weight_decay=0.1)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for it in range(200):
    xb, yb = get_batch(rng)
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if it % 20 == 0:
        print(f"iter {it}: loss {float(loss):.4f}")
