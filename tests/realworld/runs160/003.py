"""Char-level decoder LM in flax.linen with a hand-written KV cache for sampling."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 +
        "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(TEXT)); stoi = {c: i for i, c in enumerate(chars)}; itos = {i: c for c, i in stoi.items()}
data = np.array([stoi[c] for c in TEXT], dtype=np.int32)
VOCAB, D, H, BLOCK = len(chars), 64, 4, 32
MAX_CACHE = BLOCK                      # cache sized to the training context
HD = D // H

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, cache=None, pos=0):
        B, T, _ = x.shape
        h = nn.LayerNorm()(x)
        q, k, v = jnp.split(nn.Dense(3 * D, name="qkv")(h), 3, axis=-1)
        q, k, v = (t.reshape(B, T, H, HD) for t in (q, k, v))
        if cache is not None:
            ck, cv = cache
            ck = jax.lax.dynamic_update_slice(ck, k, (0, pos, 0, 0))
            cv = jax.lax.dynamic_update_slice(cv, v, (0, pos, 0, 0))
            k_all, v_all, cache = ck, cv, (ck, cv)
            kv_pos = jnp.arange(ck.shape[1])
        else:
            k_all, v_all, kv_pos = k, v, jnp.arange(T)
        q_pos = pos + jnp.arange(T)
        mask = (kv_pos[None, :] <= q_pos[:, None])[None, None]
        att = jnp.einsum("bqhd,bkhd->bhqk", q, k_all) / jnp.sqrt(HD)
        att = jax.nn.softmax(jnp.where(mask, att, -1e9), axis=-1)
        y = jnp.einsum("bhqk,bkhd->bqhd", att, v_all).reshape(B, T, D)
        x = x + nn.Dense(D, name="proj")(y)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return x, cache

class LM(nn.Module):
    n_layers: int = 2
    @nn.compact
    def __call__(self, ids, caches=None, pos=0):
        T = ids.shape[1]
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(MAX_CACHE, D, name="pos_emb")(pos + jnp.arange(T))[None]
        new = []
        for i in range(self.n_layers):
            x, c = Block(name=f"block{i}")(x, None if caches is None else caches[i], pos)
            new.append(c)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x)), new

model = LM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, BLOCK), jnp.int32))["params"]
tx = optax.adam(3e-3); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def lf(p):
        logits, _ = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

rng = np.random.default_rng(0)
t0 = time.time()
for it in range(1, 301):
    ix = rng.integers(0, len(data) - BLOCK - 1, 32)
    x = np.stack([data[i:i + BLOCK] for i in ix]); y = np.stack([data[i + 1:i + BLOCK + 1] for i in ix])
    params, opt_state, loss = step(params, opt_state, x, y)
    if it % 50 == 0:
        print(f"iter {it:4d} | loss {float(loss):.4f} | {time.time()-t0:.1f}s")

def init_cache(batch):
    z = jnp.zeros((batch, MAX_CACHE, H, HD))
    return [(z, z) for _ in range(model.n_layers)]

@jax.jit
def prefill(params, ids, caches):
    return model.apply({"params": params}, ids, caches, 0)

def generate(prompt, n_new=20):
    ids = jnp.array([[stoi[c] for c in prompt]], jnp.int32)
    print(f"prompt ({ids.shape[1]} chars): {prompt!r}")
    logits, caches = prefill(params, ids, init_cache(1))
    out, pos = list(prompt), ids.shape[1]
    for _ in range(n_new):
        nxt = int(logits[0, -1].argmax()); out.append(itos[nxt])
        logits, caches = model.apply({"params": params}, jnp.array([[nxt]]), caches, pos); pos += 1
    return "".join(out)

print(generate("the quick brown fox "))
print(generate("pack my box with five dozen liquor jugs. the quick "))
