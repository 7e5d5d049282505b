"""Small GPT block using jax.nn.dot_product_attention with the fused cuDNN implementation (flash-attention port)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

CFG = dict(vocab=256, d_model=64, n_heads=4, seq_len=64, attn_impl="cudnn", dtype="bfloat16")

class CausalSelfAttention(nn.Module):
    d_model: int
    n_heads: int
    impl: str
    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        hd = self.d_model // self.n_heads
        qkv = nn.Dense(3 * self.d_model, dtype=jnp.bfloat16)(x).reshape(B, T, 3, self.n_heads, hd)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        y = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=self.impl)
        return nn.Dense(self.d_model, dtype=jnp.bfloat16)(y.reshape(B, T, self.d_model))

class GPT(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(CFG["vocab"], CFG["d_model"])(ids)
        x = x + CausalSelfAttention(CFG["d_model"], CFG["n_heads"], CFG["attn_impl"])(nn.LayerNorm()(x))
        x = x + nn.Dense(CFG["d_model"])(nn.gelu(nn.Dense(4 * CFG["d_model"])(nn.LayerNorm()(x))))
        return nn.Dense(CFG["vocab"])(nn.LayerNorm()(x))

print("config:", CFG)
print("backend:", jax.default_backend(), jax.devices())
rng = np.random.default_rng(0)
ids = rng.integers(0, CFG["vocab"], size=(64, CFG["seq_len"] + 1)).astype(np.int32)
model = GPT()
params = model.init(jax.random.PRNGKey(0), ids[:1, :-1])["params"]
tx = optax.adamw(3e-4); opt = tx.init(params)

@jax.jit
def step(params, opt, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, x).astype(jnp.float32), y).mean())(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, loss

for i in range(0, 64, 8):
    params, opt, loss = step(params, opt, ids[i:i+8, :-1], ids[i:i+8, 1:])
    print(f"step {i // 8} loss {float(loss):.4f}")
