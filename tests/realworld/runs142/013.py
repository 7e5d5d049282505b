"""Char-level RNN LM in pure JAX (lax.scan), mixed precision: params float32, compute bfloat16
(the torch version ran under torch.autocast(dtype=torch.bfloat16))."""
import numpy as np
import jax, jax.numpy as jnp
import optax

COMPUTE_DTYPE = jnp.bfloat16
V, E, H, T, B = 96, 64, 128, 64, 32

text = ("the quick brown fox jumps over the lazy dog. " * 400)
ids = np.array([min(ord(c) - 32, V - 1) for c in text], np.int32)

def init_params(key):
    k = jax.random.split(key, 5)
    s = lambda fan_in: 1.0 / np.sqrt(fan_in)
    return {"emb": jax.random.normal(k[0], (V, E)) * 0.1,
            "wx": jax.random.normal(k[1], (E, H)) * s(E),
            "wh": jax.random.normal(k[2], (H, H)) * s(H),
            "b": jnp.zeros((H,)),
            "wo": jax.random.normal(k[3], (H, V)) * s(H)}

def rnn_forward(params, x):
    p = jax.tree.map(lambda a: a.astype(COMPUTE_DTYPE), params)   # autocast
    emb = p["emb"][x]                                  # (B, T, E)
    def cell(h, e_t):
        h = jnp.tanh(e_t @ p["wx"] + h @ p["wh"] + p["b"])
        return h, h
    h0 = jnp.zeros((x.shape[0], H))                   # torch.zeros(B, H)
    _, hs = jax.lax.scan(cell, h0, jnp.swapaxes(emb, 0, 1))
    logits = jnp.swapaxes(hs, 0, 1) @ p["wo"]
    return logits.astype(jnp.float32)

def loss_fn(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(rnn_forward(params, x), y).mean()

tx = optax.adam(2e-3)
params = init_params(jax.random.key(0))
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

rng = np.random.default_rng(0)
for it in range(1, 201):
    starts = rng.integers(0, len(ids) - T - 1, B)
    xb = np.stack([ids[s:s+T] for s in starts]); yb = np.stack([ids[s+1:s+T+1] for s in starts])
    params, opt_state, loss = train_step(params, opt_state, xb, yb)
    if it % 25 == 0:
        print(f"iter {it}: loss {float(loss):.4f} (bpc {float(loss)/np.log(2):.3f})")
