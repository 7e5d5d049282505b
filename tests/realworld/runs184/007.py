"""Tabular MLP with BatchNorm, ported from a torch nn.Sequential(Linear, BatchNorm1d, ReLU, ...) model."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class TabularMLP(nn.Module):
    hidden: tuple = (128, 64)
    @nn.compact
    def __call__(self, x):
        for h in self.hidden:
            x = nn.Dense(h)(x)
            x = nn.BatchNorm(momentum=0.9)(x)   # torch: nn.BatchNorm1d(h)
            x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(3)
X = rng.normal(size=(4000, 30)).astype(np.float32) * rng.uniform(0.1, 20, size=30).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.float32)

model = TabularMLP()
variables = model.init(jax.random.key(0), X[:8])
params, batch_stats = variables["params"], variables["batch_stats"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, batch_stats, opt_state, xb, yb):
    def loss_fn(p):
        logits, upd = model.apply({"params": p, "batch_stats": batch_stats}, xb, mutable=["batch_stats"])
        return optax.sigmoid_binary_cross_entropy(logits, yb).mean(), upd["batch_stats"]
    (loss, bs), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    up, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, up), bs, opt_state, loss

for epoch in range(3):
    for i in range(0, 3500, 100):
        params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, X[i:i+100], y[i:i+100])
    print(f"epoch {epoch}: loss={float(loss):.4f}")
