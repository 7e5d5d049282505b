# Tabular regression (house-price style) with an MLP, Optax SGD+momentum
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

r = np.random.default_rng(0)
N, F = 4096, 12
X = r.normal(size=(N, F)).astype(np.float32) * np.array([1, 10, 100, 1, 5, 1, 1, 20, 1, 1, 3, 1], np.float32)
w = r.normal(size=(F,)).astype(np.float32)
Y = (X @ w * 1000.0 + 250000.0 + r.normal(size=N) * 5000.0).astype(np.float32)  # prices in dollars

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x)); x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

def loader(bs=128, seed=0):
    idx = np.random.default_rng(seed).permutation(N)
    for i in range(0, N, bs):
        j = idx[i:i+bs]; yield X[j], Y[j]

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(1e-3, momentum=0.9); opt = tx.init(params)

@jax.jit
def step(params, opt, x, y):
    def lf(p): return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for epoch in range(6):
    tot, n = 0.0, 0
    for i, (xb, yb) in enumerate(loader(seed=epoch)):
        params, opt, l = step(params, opt, xb, yb)
        tot += float(l); n += 1
        if i % 8 == 0: print(f"epoch {epoch} step {i} mse {float(l):.4e}")
    print(f"epoch {epoch} mean mse {tot / n:.4e}")
print("done")
