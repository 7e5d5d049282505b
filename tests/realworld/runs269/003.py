# Char-level GRU language model, unrolled with lax.scan, bf16 activations for speed
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

V, H, T, B = 64, 128, 32, 16
class CharRNN(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(V, H, dtype=jnp.bfloat16)(tokens)          # (B, T, H) bf16
        cell = nn.GRUCell(features=H)
        h0 = jnp.zeros((tokens.shape[0], H), emb.dtype)
        scan = nn.scan(lambda c, carry, x: c(carry, x), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        h, outs = scan(cell, h0, emb)
        return nn.Dense(V)(outs)

text = np.random.default_rng(0).integers(0, V, 20000)
def batches():
    r = np.random.default_rng(1)
    while True:
        idx = r.integers(0, len(text) - T - 1, B)
        yield np.stack([text[i:i+T] for i in idx]), np.stack([text[i+1:i+T+1] for i in idx])

model = CharRNN()
it = batches()
xb, yb = next(it)
params = model.init(jax.random.PRNGKey(0), xb)["params"]
tx = optax.adamw(3e-3)
opt = tx.init(params)

@jax.jit
def step(params, opt, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for i in range(200):
    xb, yb = next(it)
    params, opt, l = step(params, opt, xb, yb)
    if i % 20 == 0: print(f"step {i} loss {float(l):.4f}")
