# token-level dropout with one key per example (torch: one generator per sample) inside a vmapped loss
import jax, jax.numpy as jnp
import optax
print("jax", jax.__version__)
B, T, D = 8, 32, 64
key = jax.random.PRNGKey(0)
emb = jax.random.normal(key, (1000, D)) * 0.02
head = jax.random.normal(jax.random.PRNGKey(1), (D, 2)) * 0.02
params = {"emb": emb, "head": head}
ids = jax.random.randint(key, (B, T), 0, 1000); labels = jnp.arange(B) % 2
tx = optax.adam(1e-3); st = tx.init(params)

def loss_fn(params, ids, labels, rng):
    keys = jax.random.split(rng, ids.shape[0])       # one key per example
    keep = jax.random.bernoulli(keys, 0.9, ids.shape)  # token dropout
    x = params["emb"][ids] * keep[..., None]
    logits = x.mean(1) @ params["head"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

@jax.jit
def step(params, st, ids, labels, rng):
    l, g = jax.value_and_grad(loss_fn)(params, ids, labels, rng)
    u, st = tx.update(g, st)
    return optax.apply_updates(params, u), st, l

for i in range(10):
    key, sub = jax.random.split(key)
    params, st, l = step(params, st, ids, labels, sub)
    print("step", i, "loss", float(l))
