"""Tiny GPT block inference/training on CPU, attention code copied from the team's GPU (H100) training repo."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

ATTN_IMPL = "cudnn"   # fastest on H100 according to the repo README


class CausalSelfAttention(nn.Module):
    n_head: int
    d_model: int

    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        qkv = nn.Dense(3 * self.d_model, use_bias=False, dtype=jnp.bfloat16)(x)
        q, k, v = jnp.split(qkv, 3, axis=-1)
        shape = (B, T, self.n_head, self.d_model // self.n_head)
        q, k, v = (t.reshape(shape) for t in (q, k, v))
        y = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=ATTN_IMPL)
        return nn.Dense(self.d_model, dtype=jnp.bfloat16)(y.reshape(B, T, self.d_model))


class Block(nn.Module):
    n_head: int = 4
    d_model: int = 128

    @nn.compact
    def __call__(self, x):
        x = x + CausalSelfAttention(self.n_head, self.d_model)(nn.LayerNorm()(x))
        h = nn.Dense(4 * self.d_model)(nn.LayerNorm()(x))
        return x + nn.Dense(self.d_model)(nn.gelu(h))


class TinyGPT(nn.Module):
    vocab: int = 256
    n_layer: int = 2

    @nn.compact
    def __call__(self, idx):
        x = nn.Embed(self.vocab, 128)(idx) + self.param("pos", nn.initializers.normal(0.02), (64, 128))[: idx.shape[1]]
        for _ in range(self.n_layer):
            x = Block()(x)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


print("devices:", jax.devices())
model = TinyGPT()
tokens = np.random.default_rng(0).integers(0, 256, size=(8, 64)).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), tokens[:, :-1])["params"]
tx = optax.adamw(3e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for step in range(20):
    params, opt_state, loss = train_step(params, opt_state, tokens)
    print(f"iter {step}: loss {float(loss):.4f}")
