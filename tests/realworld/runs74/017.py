# Self-attention block ported from torch F.scaled_dot_product_attention (q, k, v as (B, heads, T, head_dim))
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn

class SelfAttention(nn.Module):
    d_model: int = 128
    n_heads: int = 8
    @nn.compact
    def __call__(self, x, pad_mask):
        B, T, _ = x.shape
        hd = self.d_model // self.n_heads
        qkv = nn.Dense(3 * self.d_model)(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        # torch: q.view(B, T, H, hd).transpose(1, 2)
        q = q.reshape(B, T, self.n_heads, hd).transpose(0, 2, 1, 3)
        k = k.reshape(B, T, self.n_heads, hd).transpose(0, 2, 1, 3)
        v = v.reshape(B, T, self.n_heads, hd).transpose(0, 2, 1, 3)
        mask = pad_mask[:, None, None, :]            # (B, 1, 1, T) like the torch attn_mask
        out = jax.nn.dot_product_attention(q, k, v, mask=mask)
        out = out.transpose(0, 2, 1, 3).reshape(B, T, self.d_model)
        return nn.Dense(self.d_model)(out)

B, T = 4, 40
x = jnp.asarray(np.random.default_rng(0).normal(size=(B, T, 128)), jnp.float32)
lengths = jnp.array([40, 33, 25, 12])
pad_mask = jnp.arange(T)[None, :] < lengths[:, None]
print("x", x.shape, "pad_mask", pad_mask.shape)
layer = SelfAttention()
params = layer.init(jax.random.PRNGKey(0), x, pad_mask)
y = layer.apply(params, x, pad_mask)
print("out", y.shape)
