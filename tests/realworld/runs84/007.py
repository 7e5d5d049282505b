# sanity checks added to the jitted train step (torch habit: assert torch.isfinite(loss))
import jax, jax.numpy as jnp, optax, numpy as np
from jax.experimental import checkify
import flax.linen as nn

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 10)).astype(np.float32)
y = rng.integers(0, 3, 600).astype(np.int32)
model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    checkify.check(jnp.isfinite(loss), "loss is not finite: {}", loss)
    gnorm = optax.global_norm(grads)
    checkify.check(gnorm < 1e3, "gradient norm exploded: {}", gnorm)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss

for epoch in range(3):
    for i in range(0, 600, 100):
        params, opt_state, loss = train_step(params, opt_state, X[i:i+100], y[i:i+100])
    print(f"epoch {epoch} loss {float(loss):.4f}")
