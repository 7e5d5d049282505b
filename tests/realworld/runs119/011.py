# House-price regression (Boston-style features, raw units) with plain optax.sgd, step logging.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(3)
N = 2000
sqft = rng.uniform(500, 4500, N); rooms = rng.integers(1, 7, N); year = rng.integers(1950, 2022, N)
lot = rng.uniform(1000, 20000, N)
X = np.stack([sqft, rooms, year, lot], 1).astype(np.float32)          # no normalisation
price = (150 * sqft + 10000 * rooms + 500 * (year - 1950) + 2 * lot + rng.normal(0, 2e4, N)) / 1000.0
y = price.astype(np.float32)[:, None]                                   # in k$

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(learning_rate=0.01, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb) - yb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss, optax.global_norm(g)

gstep = 0
for epoch in range(3):
    for i in range(0, N, 100):
        params, opt_state, loss, gn = step(params, opt_state, X[i:i+100], y[i:i+100])
        if gstep % 5 == 0:
            print(f"epoch {epoch} step {gstep:4d}  mse {float(loss):.4e}  grad_norm {float(gn):.4e}")
        gstep += 1
