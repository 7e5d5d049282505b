# printing the loss from inside the jitted train step the torch way
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
print("jax", jax.__version__)
class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x)))
model = MLP()
X = jax.random.normal(jax.random.PRNGKey(0), (256, 8)); y = jnp.sin(X.sum(1, keepdims=True))
params = model.init(jax.random.PRNGKey(1), X)["params"]
tx = optax.adam(1e-2); st = tx.init(params)

@jax.jit
def train_step(params, st):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, X) - y) ** 2))(params)
    print(f"loss={loss:.4f}  grad_norm={optax.global_norm(g):.4f}")
    u, st = tx.update(g, st)
    return optax.apply_updates(params, u), st, loss

for step in range(50):
    params, st, loss = train_step(params, st)
print("final loss", float(loss))
