# Gradient accumulation with optax.MultiSteps; accumulation factor computed from the config like in the torch script
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

cfg = {"global_batch_size": 256, "micro_batch_size": 64, "lr": 1e-3}
accum_steps = cfg["global_batch_size"] / cfg["micro_batch_size"]
print(f"gradient accumulation steps: {accum_steps}")

rng = np.random.default_rng(0)
X = rng.normal(size=(8192, 24)).astype(np.float32)
y = (X[:, :3].sum(1) + 0.1 * rng.normal(size=8192)).astype(np.float32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x))).squeeze(-1)

tx = optax.MultiSteps(optax.adam(cfg["lr"]), every_k_schedule=accum_steps)
m = MLP()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"], tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

mb = cfg["micro_batch_size"]
for epoch in range(1, 6):
    for i in range(0, len(X), mb):
        state, loss = train_step(state, X[i:i + mb], y[i:i + mb])
    print(f"epoch {epoch} mse {float(loss):.4f}")
