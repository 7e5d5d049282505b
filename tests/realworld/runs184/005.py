"""Tiny transformer encoder for sequence classification; attention via jax.nn.dot_product_attention.
Padding mask handled like HF: attention_mask of shape (batch, seq_len) with 1 for real tokens."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

B, T, H, D, VOCAB = 16, 24, 4, 16, 200

class SelfAttention(nn.Module):
    heads: int
    head_dim: int
    @nn.compact
    def __call__(self, x, attention_mask):
        b, t, _ = x.shape
        qkv = nn.Dense(3 * self.heads * self.head_dim)(x).reshape(b, t, 3, self.heads, self.head_dim)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        out = jax.nn.dot_product_attention(q, k, v, mask=attention_mask.astype(bool))
        return nn.Dense(x.shape[-1])(out.reshape(b, t, -1))

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        x = x + SelfAttention(H, D)(nn.LayerNorm()(x), mask)
        return x + nn.Dense(x.shape[-1])(nn.gelu(nn.Dense(4 * x.shape[-1])(nn.LayerNorm()(x))))

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        x = nn.Embed(VOCAB, H * D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, H * D))
        for _ in range(2):
            x = Block()(x, mask)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(3)(pooled)

rng = np.random.default_rng(0)
lengths = rng.integers(8, T + 1, size=512)
ids = rng.integers(1, VOCAB, size=(512, T)).astype(np.int32)
attention_mask = (np.arange(T)[None] < lengths[:, None]).astype(np.int32)
ids = ids * attention_mask
labels = (lengths % 3).astype(np.int32)

model = Encoder()
params = model.init(jax.random.key(0), ids[:B], attention_mask[:B])["params"]
tx = optax.adamw(3e-4)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, ids, mask, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, ids, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss

for i in range(0, 512, B):
    params, opt_state, loss = step(params, opt_state, ids[i:i+B], attention_mask[i:i+B], labels[i:i+B])
    if (i // B) % 8 == 0:
        print(f"step {i//B} loss {float(loss):.4f}")
