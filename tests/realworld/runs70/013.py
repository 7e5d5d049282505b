# standardise features, train linear model; checkify to find where NaNs come from
import jax, jax.numpy as jnp
from jax.experimental import checkify
import numpy as np

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 6)).astype(np.float32)
X[:, 3] = 1.0                    # bias column already in the CSV
y = X @ rng.normal(size=(6,)).astype(np.float32)
X, y = jnp.asarray(X), jnp.asarray(y)

def train_step(w, X, y):
    Xn = (X - X.mean(0)) / X.std(0)
    loss, g = jax.value_and_grad(lambda w: jnp.mean((Xn @ w - y) ** 2))(w)
    return w - 0.1 * g, loss

checked = jax.jit(checkify.checkify(train_step, errors=checkify.float_checks))
w = jnp.zeros((6,))
for i in range(3):
    err, (w, loss) = checked(w, X, y)
    err.throw()
    print("step", i, "loss", float(loss))
