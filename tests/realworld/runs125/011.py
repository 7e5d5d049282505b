"""Greedy decoding with a KV cache for a tiny decoder run in bfloat16 (cache buffers allocated like torch.zeros)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn

VOCAB, D, H, MAXLEN = 256, 64, 4, 48
DTYPE = jnp.bfloat16          # mixed-precision inference


class DecoderLayer(nn.Module):
    @nn.compact
    def __call__(self, x, cache_k, cache_v, pos):
        B, _, _ = x.shape
        h = nn.LayerNorm(dtype=DTYPE)(x)
        q = nn.Dense(D, dtype=DTYPE, name="q")(h).reshape(B, 1, H, D // H)
        k = nn.Dense(D, dtype=DTYPE, name="k")(h).reshape(B, 1, H, D // H)
        v = nn.Dense(D, dtype=DTYPE, name="v")(h).reshape(B, 1, H, D // H)
        cache_k = jax.lax.dynamic_update_slice(cache_k, k, (0, pos, 0, 0))
        cache_v = jax.lax.dynamic_update_slice(cache_v, v, (0, pos, 0, 0))
        mask = (jnp.arange(MAXLEN) <= pos)[None, None, None, :]
        att = jax.nn.dot_product_attention(q, cache_k, cache_v, mask=mask)
        x = x + nn.Dense(D, dtype=DTYPE, name="o")(att.reshape(B, 1, D))
        x = x + nn.Dense(D, dtype=DTYPE)(nn.gelu(nn.Dense(4 * D, dtype=DTYPE)(nn.LayerNorm(dtype=DTYPE)(x))))
        return x, cache_k, cache_v


class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, tok, cache, pos):
        x = nn.Embed(VOCAB, D, dtype=DTYPE)(tok)
        new_cache = []
        for i, (ck, cv) in enumerate(cache):
            x, ck, cv = DecoderLayer(name=f"layer_{i}")(x, ck, cv, pos)
            new_cache.append((ck, cv))
        return nn.Dense(VOCAB, dtype=DTYPE)(nn.LayerNorm(dtype=DTYPE)(x)), new_cache


def init_cache(batch, n_layers=2):
    shape = (batch, MAXLEN, H, D // H)
    return [(jnp.zeros(shape), jnp.zeros(shape)) for _ in range(n_layers)]


model = TinyLM()
prompt = jnp.array(np.random.default_rng(0).integers(0, VOCAB, size=(2, 1)), dtype=jnp.int32)
params = model.init(jax.random.PRNGKey(0), prompt, init_cache(2), 0)
print("param dtype:", jax.tree.leaves(params)[0].dtype, "| compute dtype:", DTYPE)


@jax.jit
def decode_step(params, tok, cache, pos):
    logits, cache = model.apply(params, tok, cache, pos)
    return jnp.argmax(logits[:, -1], axis=-1)[:, None].astype(jnp.int32), cache


cache = init_cache(2)
tok, out = prompt, [prompt]
for pos in range(16):
    tok, cache = decode_step(params, tok, cache, pos)
    out.append(tok)
print("generated:", jnp.concatenate(out, axis=1))
