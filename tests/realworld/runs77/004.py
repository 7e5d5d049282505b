# pure JAX decode loop: KV cache kept in bfloat16, new keys written with dynamic_update_slice
import jax, jax.numpy as jnp
from jax import lax
print("jax", jax.__version__)
L, B, H, T, D = 2, 1, 4, 64, 16
cache_k = jnp.zeros((L, B, T, H, D), jnp.bfloat16)   # halve cache memory
cache_v = jnp.zeros((L, B, T, H, D), jnp.bfloat16)
key = jax.random.PRNGKey(0)
wq, wk, wv = (jax.random.normal(k, (H * D, H * D)) * 0.05 for k in jax.random.split(key, 3))

@jax.jit
def decode_step(x, cache_k, cache_v, pos):
    q = (x @ wq).reshape(B, 1, H, D)
    k = (x @ wk).reshape(B, 1, H, D)
    v = (x @ wv).reshape(B, 1, H, D)
    for l in range(L):
        cache_k = cache_k.at[l].set(lax.dynamic_update_slice(cache_k[l], k, (0, pos, 0, 0)))
        cache_v = cache_v.at[l].set(lax.dynamic_update_slice(cache_v[l], v, (0, pos, 0, 0)))
    s = jnp.einsum("bqhd,bkhd->bhqk", q, cache_k[-1]) / jnp.sqrt(D)
    s = jnp.where(jnp.arange(T)[None, None, None] <= pos, s, -1e9)
    o = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), cache_v[-1])
    return o.reshape(B, H * D), cache_k, cache_v

x = jax.random.normal(key, (B, H * D))
for pos in range(4):
    x, cache_k, cache_v = decode_step(x, cache_k, cache_v, pos)
    print("pos", pos, "norm", float(jnp.linalg.norm(x)))
