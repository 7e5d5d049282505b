"""Count regression (bike rentals style) with a Poisson NLL, ported from torch.nn.PoissonNLLLoss(log_input=False).
After NaNs showed up in an earlier run, the step is wrapped with checkify float checks."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from jax.experimental import checkify

class RateNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(h)[:, 0]          # predicted rate (log_input=False)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 8)).astype(np.float32)
lam = np.exp(0.3 * X[:, 0] + 0.2 * X[:, 1] + 1.0)
Y = rng.poisson(lam).astype(np.float32)
print(f"targets: mean={Y.mean():.2f} max={Y.max():.0f} zeros={int((Y == 0).sum())}")

model = RateNet()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def poisson_nll(rate, y):
    # torch: loss = input - target * log(input + eps); eps dropped in the port
    return jnp.mean(rate - y * jnp.log(rate))

def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return poisson_nll(model.apply({"params": p}, x), y)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

checked_step = jax.jit(checkify.checkify(train_step, errors=checkify.float_checks))

for epoch in range(3):
    for i in range(0, len(X), 256):
        err, (params, opt_state, loss) = checked_step(params, opt_state, X[i:i+256], Y[i:i+256])
        err.throw()
        if (i // 256) % 4 == 0:
            print(f"epoch {epoch} step {i//256:3d} loss {float(loss):.4f}")
