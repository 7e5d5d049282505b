"""Tiny rotary-embedding attention model in plain JAX.
Ported from a PyTorch model that caches the cos/sin tables per sequence length."""
import functools
import jax
import jax.numpy as jnp
import numpy as np
import optax

DIM, HEADS, VOCAB = 32, 4, 64
HD = DIM // HEADS

@functools.lru_cache(maxsize=8)
def rope_tables(seq_len):
    inv = 1.0 / (10000 ** (jnp.arange(0, HD, 2) / HD))
    ang = jnp.arange(seq_len)[:, None] * inv[None, :]
    return jnp.cos(ang), jnp.sin(ang)

def apply_rope(x):
    cos, sin = rope_tables(x.shape[1])
    x1, x2 = x[..., ::2], x[..., 1::2]
    c, s = cos[None, :, None, :], sin[None, :, None, :]
    return jnp.concatenate([x1 * c - x2 * s, x1 * s + x2 * c], axis=-1)

def init(key):
    ks = jax.random.split(key, 4)
    return {"emb": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
            "wqkv": jax.random.normal(ks[1], (DIM, 3 * DIM)) * 0.1,
            "wo": jax.random.normal(ks[2], (DIM, DIM)) * 0.1,
            "head": jax.random.normal(ks[3], (DIM, VOCAB)) * 0.1}

def forward(p, ids):
    B, T = ids.shape
    x = p["emb"][ids]
    q, k, v = jnp.split(x @ p["wqkv"], 3, axis=-1)
    q, k, v = (t.reshape(B, T, HEADS, HD) for t in (q, k, v))
    q, k = apply_rope(q), apply_rope(k)
    att = jnp.einsum("bthd,bshd->bhts", q, k) / np.sqrt(HD)
    att = jnp.where(jnp.tril(jnp.ones((T, T), bool)), att, -1e9)
    out = jnp.einsum("bhts,bshd->bthd", jax.nn.softmax(att, -1), v).reshape(B, T, DIM)
    return (x + out @ p["wo"]) @ p["head"]

def loss_fn(p, ids):
    logits = forward(p, ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

tx = optax.adam(1e-3)

@jax.jit
def train_step(p, s, ids):
    loss, g = jax.value_and_grad(loss_fn)(p, ids)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

@jax.jit
def eval_step(p, ids):
    return loss_fn(p, ids)

def main():
    rng = np.random.default_rng(0)
    data = rng.integers(0, VOCAB, (640, 33)).astype(np.int32)
    train, val = data[:512], data[512:]
    p = init(jax.random.PRNGKey(0)); s = tx.init(p)
    for epoch in range(3):
        for i in range(0, 512, 32):
            p, s, loss = train_step(p, s, train[i:i + 32])
        print(f"epoch {epoch} train_loss {float(loss):.4f}")
        print(f"epoch {epoch} val_loss {float(eval_step(p, val)):.4f}")

if __name__ == "__main__":
    main()
