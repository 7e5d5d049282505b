# pairwise distance regression (RBF features), safe sqrt written with jnp.where
import jax, jax.numpy as jnp, optax, numpy as np

rng = np.random.default_rng(0)
P = rng.normal(size=(64, 3)).astype(np.float32)
P[10] = P[3]          # duplicated points happen in the real point clouds
target = np.exp(-np.linalg.norm(P[:, None] - P[None], axis=-1)).astype(np.float32)

params = {"emb": jnp.asarray(P) + 0.1 * jnp.asarray(rng.normal(size=P.shape), jnp.float32),
          "scale": jnp.array(1.0)}

def pairwise_dist(x):
    d2 = jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, axis=-1)
    # avoid sqrt(0) on the diagonal
    return jnp.where(d2 > 0, jnp.sqrt(d2), 0.0)

def loss_fn(p):
    d = pairwise_dist(p["emb"])
    pred = jnp.exp(-p["scale"] * d)
    return jnp.mean((pred - target) ** 2)

tx = optax.adam(1e-2)
opt_state = tx.init(params)

@jax.jit
def step(p, s):
    loss, g = jax.value_and_grad(loss_fn)(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss, optax.global_norm(g)

for it in range(40):
    params, opt_state, loss, gnorm = step(params, opt_state)
    if it % 5 == 0:
        print(f"iter {it:3d} loss {loss:.6f} grad_norm {gnorm:.4f}")
print("final loss", float(loss))
