# TrainState-based regression loop
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np
from flax.training import train_state

class MLP(nn.Module):
    hidden: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(self.hidden)(x))
        x = nn.silu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)

rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(2048, 3)).astype(np.float32)
Y = (np.sin(X[:, :1]) * X[:, 1:2] + X[:, 2:]).astype(np.float32)

model = MLP()
params = model.init(jax.random.PRNGKey(42), X[:1])["params"]
state = train_state.TrainState.create(apply_fn=model, params=params, tx=optax.adam(1e-3))
print("num params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, x)
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

for epoch in range(5):
    for i in range(0, 2048, 128):
        state, loss = train_step(state, X[i:i+128], Y[i:i+128])
    print(f"epoch {epoch} mse {loss:.5f}")
