"""Heteroscedastic regression (Gaussian NLL) in Flax NNX. The torch version had
`assert (sigma > 0).all()` in the loss; here it became a checkify.check."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx
from jax.experimental import checkify

class MeanVarNet(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Linear(1, 64, rngs=rngs)
        self.hidden = nnx.Linear(64, 64, rngs=rngs)
        self.mu = nnx.Linear(64, 1, rngs=rngs)
        self.log_sigma = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        h = nnx.silu(self.hidden(nnx.silu(self.body(x))))
        return self.mu(h), jnp.exp(self.log_sigma(h))

def gaussian_nll(model, x, y):
    mu, sigma = model(x)
    checkify.check(jnp.all(sigma > 0), "sigma must be positive, got min {s}", s=sigma.min())
    return jnp.mean(0.5 * ((y - mu) / sigma) ** 2 + jnp.log(sigma))

@nnx.jit
def train_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(gaussian_nll)(model, x, y)
    opt.update(model, g)
    return loss

rng = np.random.default_rng(0)
x = rng.uniform(-3, 3, (2000, 1)).astype(np.float32)
y = (np.sin(x) + rng.normal(size=x.shape) * (0.05 + 0.2 * np.abs(x))).astype(np.float32)

model = MeanVarNet(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(1, 11):
    perm = rng.permutation(len(x))
    losses = [float(train_step(model, opt, x[perm[i:i+100]], y[perm[i:i+100]])) for i in range(0, len(x), 100)]
    print(f"epoch {epoch:2d}  nll={np.mean(losses):.4f}")
