# Flax linen MLP classifier trained with optax; an early-abort guard for NaN/exploding loss was
# added inside the jitted train step (torch habit: `if not torch.isfinite(loss): raise`).
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax


class MLP(nn.Module):
    hidden: int = 64
    classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


model = MLP()
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 32)).astype(np.float32)
Y = rng.integers(0, 10, size=(512,))

params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    if jnp.isnan(loss) or loss > 1e4:
        raise FloatingPointError(f"loss diverged: {loss}")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(0, len(X), 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 64], Y[i:i + 64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
