# regression trainer ported from a torch helper: criterion(inputs, targets, model)
import jax, jax.numpy as jnp, optax, numpy as np
import flax.linen as nn

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[:, 0]

rng = np.random.default_rng(1)
X = rng.normal(size=(1024, 8)).astype(np.float32)
Y = (X @ rng.normal(size=8) + 0.1 * rng.normal(size=1024)).astype(np.float32)

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adamw(3e-3, weight_decay=1e-4)
opt_state = tx.init(params)

def compute_loss(inputs, targets, params):   # same argument order as the torch version
    pred = model.apply({"params": params}, inputs)
    return jnp.mean((pred - targets) ** 2)

grad_fn = jax.value_and_grad(compute_loss)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, grads = grad_fn(xb, yb, params)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss

print("params:", jax.tree_util.tree_map(jnp.shape, params))
for epoch in range(10):
    perm = rng.permutation(1024)
    for i in range(0, 1024, 128):
        idx = perm[i:i+128]
        params, opt_state, loss = step(params, opt_state, X[idx], Y[idx])
    print(f"epoch {epoch:2d}  mse {loss:.5f}")
