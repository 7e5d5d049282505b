# ordinal regression: predict a 0..4 rating, loss on the rounded prediction (metric-aligned)
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np

class Rater(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(64)(x))
        return 4.0 * nn.sigmoid(nn.Dense(1)(h))[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 16)).astype(np.float32)
ratings = np.clip(np.round(2 + X[:, :4].sum(1) / 2), 0, 4).astype(np.float32)

model = Rater()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def loss_fn(p, x, r):
    pred = jnp.round(model.apply({"params": p}, x))     # ratings are integers
    return jnp.mean(jnp.abs(pred - r))

@jax.jit
def step(p, s, x, r):
    loss, g = jax.value_and_grad(loss_fn)(p, x, r)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss, optax.global_norm(g)

for epoch in range(8):
    for i in range(0, 2000, 100):
        params, opt_state, loss, gnorm = step(params, opt_state, X[i:i+100], ratings[i:i+100])
    print(f"epoch {epoch} mae {loss:.4f} grad_norm {gnorm:.6f}")
