"""Tiny transformer encoder block, attention ported from a PyTorch implementation that uses torch.einsum."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class MultiHeadSelfAttention(nn.Module):
    d_model: int = 64
    num_heads: int = 4

    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        hd = self.d_model // self.num_heads
        qkv = nn.Dense(3 * self.d_model)(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        # torch code: q.view(B, T, H, hd).transpose(1, 2)  -> (B, H, T, hd)
        q = q.reshape(B, T, self.num_heads, hd).transpose(0, 2, 1, 3)
        k = k.reshape(B, T, self.num_heads, hd)
        v = v.reshape(B, T, self.num_heads, hd).transpose(0, 2, 1, 3)
        scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / jnp.sqrt(hd)
        attn = nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bhkd->bhqd", attn, v)
        out = out.transpose(0, 2, 1, 3).reshape(B, T, self.d_model)
        return nn.Dense(self.d_model)(out)

class EncoderBlock(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x + MultiHeadSelfAttention()(nn.LayerNorm()(x))
        h = nn.LayerNorm()(x)
        return x + nn.Dense(64)(nn.gelu(nn.Dense(256)(h)))

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(1000, 64)(tokens)
        x = x + self.param("pos", nn.initializers.normal(0.02), (1, 32, 64))
        for _ in range(2):
            x = EncoderBlock()(x)
        return nn.Dense(2)(x.mean(1))

rng = np.random.default_rng(0)
tokens = rng.integers(0, 1000, size=(512, 32)).astype(np.int32)
labels = (tokens[:, 0] > 500).astype(np.int32)

model = Classifier()
print("initialising model ...")
params = model.init(jax.random.key(0), tokens[:2])["params"]
print("params:", sum(p.size for p in jax.tree.leaves(params)))
tx = optax.adamw(3e-4)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for s in range(40):
    i = (s * 32) % 512
    params, opt_state, loss = step(params, opt_state, tokens[i:i+32], labels[i:i+32])
    if s % 10 == 0:
        print(f"step {s} loss {float(loss):.4f}")
