# Flax linen regression, training loop ported from a torch loop (optimizer.step() habit)
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

rng = np.random.default_rng(1)
X = rng.normal(size=(4096, 16)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2] + 0.1 * rng.normal(size=4096)).astype(np.float32)

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-3, weight_decay=1e-4))

def loss_fn(params, x, y):
    pred = state.apply_fn({"params": params}, x)
    return jnp.mean((pred - y) ** 2)

@jax.jit
def compute_grads(params, x, y):
    return jax.value_and_grad(loss_fn)(params, x, y)

BS = 128
for epoch in range(1, 11):
    perm = rng.permutation(len(X))
    epoch_loss = 0.0
    for i in range(0, len(X), BS):
        idx = perm[i:i + BS]
        loss, grads = compute_grads(state.params, X[idx], y[idx])
        state.apply_gradients(grads=grads)   # optimizer.step()
        epoch_loss += float(loss) * len(idx)
    print(f"epoch {epoch:2d} | train_mse {epoch_loss / len(X):.5f} | step {int(state.step)}")
print("training finished")
