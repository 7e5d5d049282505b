"""Char-level Elman RNN written with jax.lax.scan; mixed precision the 'autocast' way: 2-D weights cast to
bfloat16 for the forward pass, master weights kept in float32."""
import jax, jax.numpy as jnp
import numpy as np
import optax

text = "the quick brown fox jumps over the lazy dog " * 40
chars = sorted(set(text)); V = len(chars); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
H, T, B = 64, 32, 16
print(f"vocab={V} tokens={len(data)} hidden={H} seq={T} batch={B}")

def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (V, H)) * 0.1,
            "w_hh": jax.random.normal(k2, (H, H)) * (1 / np.sqrt(H)),
            "b_h": jnp.zeros((H,)),
            "w_out": jax.random.normal(k3, (H, V)) * 0.1,
            "b_out": jnp.zeros((V,))}

def forward(params, tokens):
    # autocast: matmul weights / embeddings in bf16, biases stay fp32 (like torch.autocast)
    p = {k: (v.astype(jnp.bfloat16) if v.ndim == 2 else v) for k, v in params.items()}
    x = p["emb"][tokens]                          # (B, T, H)
    h0 = jnp.zeros((tokens.shape[0], H), dtype=x.dtype)   # initial hidden state, same dtype as activations

    def cell(h, x_t):
        h = jnp.tanh(x_t + h @ p["w_hh"] + p["b_h"])
        return h, h
    _, hs = jax.lax.scan(cell, h0, jnp.swapaxes(x, 0, 1))
    hs = jnp.swapaxes(hs, 0, 1)
    return (hs @ p["w_out"] + p["b_out"]).astype(jnp.float32)

def loss_fn(params, tokens, targets):
    logits = forward(params, tokens)
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

params = init(jax.random.PRNGKey(0))
tx = optax.adam(3e-3)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, tokens, targets):
    loss, g = jax.value_and_grad(loss_fn)(params, tokens, targets)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

key = jax.random.PRNGKey(1)
for it in range(1, 201):
    key, sk = jax.random.split(key)
    starts = np.asarray(jax.random.randint(sk, (B,), 0, len(data) - T - 1))
    xb = np.stack([data[s:s+T] for s in starts]); yb = np.stack([data[s+1:s+T+1] for s in starts])
    params, opt_state, loss = step(params, opt_state, xb, yb)
    if it % 50 == 0:
        print(f"iter {it} loss {float(loss):.4f}")
