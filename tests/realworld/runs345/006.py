"""House-price regression MLP; params cast to half precision like model.half() in the PyTorch version."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

rng = np.random.default_rng(0)
N = 20000
X = rng.normal(size=(N, 13)).astype(np.float32)
coef = rng.uniform(5, 40, size=13)
price = (X @ coef + 250.0 + 10 * rng.normal(size=N)).astype(np.float32)   # in $1000s
print(f"dataset: {N} rows, target mean {price.mean():.1f} std {price.std():.1f}")


class Regressor(nn.Module):
    dtype: jnp.dtype = jnp.float16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, dtype=self.dtype, param_dtype=self.dtype)(x))
        x = nn.relu(nn.Dense(128, dtype=self.dtype, param_dtype=self.dtype)(x))
        return nn.Dense(1, dtype=self.dtype, param_dtype=self.dtype)(x)[:, 0]


model = Regressor()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 13), jnp.float16))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def lf(p):
        pred = model.apply(p, x)
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


BS = 256
step = 0
for epoch in range(3):
    perm = rng.permutation(N)
    for i in range(0, N - BS + 1, BS):
        j = perm[i:i + BS]
        params, opt_state, loss = train_step(params, opt_state, X[j].astype(np.float16), price[j].astype(np.float16))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} mse {float(loss):.4f}")
        step += 1
    print(f"epoch {epoch} done, last mse {float(loss):.4f}")
