"""Tiny GPT-style decoder block ported from a PyTorch nn.Module (q/k/v projections without bias)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

CFG = dict(vocab=512, d_model=64, n_heads=4, seq_len=32, batch=16, lr=3e-4, steps=30)


class CausalSelfAttention(nn.Module):
    d_model: int
    n_heads: int

    @nn.compact
    def __call__(self, x):
        B, T, C = x.shape
        hd = C // self.n_heads
        # torch: nn.Linear(d_model, 3 * d_model, bias=False)
        qkv = nn.Dense(3 * self.d_model, bias=False, name="c_attn")(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        q, k, v = (t.reshape(B, T, self.n_heads, hd) for t in (q, k, v))
        y = jax.nn.dot_product_attention(q, k, v, is_causal=True).reshape(B, T, C)
        return nn.Dense(self.d_model, bias=False, name="c_proj")(y)


class Block(nn.Module):
    d_model: int
    n_heads: int

    @nn.compact
    def __call__(self, x):
        x = x + CausalSelfAttention(self.d_model, self.n_heads)(nn.LayerNorm()(x))
        h = nn.gelu(nn.Dense(4 * self.d_model)(nn.LayerNorm()(x)))
        return x + nn.Dense(self.d_model)(h)


class TinyGPT(nn.Module):
    @nn.compact
    def __call__(self, idx):
        x = nn.Embed(CFG["vocab"], CFG["d_model"])(idx)
        x = x + self.param("wpe", nn.initializers.normal(0.02), (CFG["seq_len"], CFG["d_model"]))
        for _ in range(2):
            x = Block(CFG["d_model"], CFG["n_heads"])(x)
        return nn.Dense(CFG["vocab"])(nn.LayerNorm()(x))


tokens = np.random.default_rng(0).integers(0, CFG["vocab"], size=(400, CFG["seq_len"] + 1)).astype(np.int32)
model = TinyGPT()
print("config:", CFG)
params = model.init(jax.random.PRNGKey(0), tokens[:1, :-1])
tx = optax.adamw(CFG["lr"])
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply(p, batch[:, :-1])
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for i in range(CFG["steps"]):
    b = tokens[np.random.randint(0, len(tokens), CFG["batch"])]
    params, opt_state, loss = step(params, opt_state, b)
    if i % 5 == 0:
        print(f"iter {i}: loss {float(loss):.4f}")
