"""Character-level RNN language model with a hand-written Elman cell unrolled by lax.scan.
Mixed precision as in the torch version (autocast bf16): params in fp32, compute in bf16."""
import numpy as np
import jax
import jax.numpy as jnp
import optax

TEXT = ("the quick brown fox jumps over the lazy dog. " * 200)
chars = sorted(set(TEXT)); stoi = {c: i for i, c in enumerate(chars)}
V, H, T, B = len(chars), 128, 32, 16
COMPUTE_DTYPE = jnp.bfloat16
data = np.array([stoi[c] for c in TEXT], np.int32)
print(f"vocab={V} tokens={len(data)} hidden={H} seq={T} batch={B} compute_dtype={jnp.dtype(COMPUTE_DTYPE).name}")


def init_params(key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {"emb": jax.random.normal(k1, (V, H)) * 0.1,
            "w_xh": jax.random.normal(k2, (H, H)) / np.sqrt(H),
            "w_hh": jax.random.normal(k3, (H, H)) / np.sqrt(H),
            "b_h": jnp.zeros(H),
            "w_out": jax.random.normal(k4, (H, V)) / np.sqrt(H)}


def forward(params, ids):
    p = jax.tree_util.tree_map(lambda a: a.astype(COMPUTE_DTYPE), params)   # autocast
    x = p["emb"][ids]                                  # (B, T, H)

    def cell(h, x_t):
        h = h.astype(COMPUTE_DTYPE)                     # inputs to the matmul in compute dtype
        h = jnp.tanh(x_t @ p["w_xh"] + h @ p["w_hh"] + p["b_h"])
        return h, h

    h0 = jnp.zeros((ids.shape[0], H))                  # torch.zeros(batch, hidden)
    _, hs = jax.lax.scan(cell, h0, x.swapaxes(0, 1))
    return (hs.swapaxes(0, 1) @ p["w_out"]).astype(jnp.float32)


def loss_fn(params, ids):
    logits = forward(params, ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


opt = optax.adam(2e-3)


@jax.jit
def train_step(params, opt_state, ids):
    loss, g = jax.value_and_grad(loss_fn)(params, ids)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


params = init_params(jax.random.PRNGKey(0))
opt_state = opt.init(params)
rng = np.random.default_rng(0)
for it in range(1, 201):
    starts = rng.integers(0, len(data) - T - 1, B)
    batch = np.stack([data[s:s + T + 1] for s in starts])
    params, opt_state, loss = train_step(params, opt_state, batch)
    if it % 50 == 0:
        print(f"iter {it:4d} | loss {float(loss):.4f}")
