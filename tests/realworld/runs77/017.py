# hand-written masked attention ported from torch: masked_fill(~mask, float('-inf'))
import jax, jax.numpy as jnp
import optax
print("jax", jax.__version__)
B, T, D, V = 16, 24, 32, 200
k = jax.random.split(jax.random.PRNGKey(0), 6)
params = {"emb": jax.random.normal(k[0], (V, D)) * 0.1, "wq": jax.random.normal(k[1], (D, D)) * 0.1,
          "wk": jax.random.normal(k[2], (D, D)) * 0.1, "wv": jax.random.normal(k[3], (D, D)) * 0.1,
          "out": jax.random.normal(k[4], (D, 2)) * 0.1}

def forward(p, ids, mask):
    x = p["emb"][ids]
    q, kk, v = x @ p["wq"], x @ p["wk"], x @ p["wv"]
    s = q @ kk.transpose(0, 2, 1) / jnp.sqrt(D)
    s = jnp.where(mask[:, None, :], s, -jnp.inf)
    a = jax.nn.softmax(s, axis=-1)
    h = (a @ v) * mask[..., None]
    return h.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1) @ p["out"]

rng = jax.random.PRNGKey(1)
ids = jax.random.randint(rng, (64, T), 1, V)
lengths = jax.random.randint(k[5], (64,), 0, T)        # some docs are empty after filtering
mask = jnp.arange(T)[None] < lengths[:, None]
labels = (ids[:, 0] % 2)
print("min length in data:", int(lengths.min()))
tx = optax.adam(1e-3); st = tx.init(params)

@jax.jit
def step(p, st, ids, mask, y):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(forward(p, ids, mask), y).mean())(p)
    u, st = tx.update(g, st)
    return optax.apply_updates(p, u), st, l

for epoch in range(3):
    for b in range(4):
        sl = slice(b * B, (b + 1) * B)
        params, st, l = step(params, st, ids[sl], mask[sl], labels[sl])
        print(f"epoch {epoch} batch {b} loss {float(l):.4f}")
