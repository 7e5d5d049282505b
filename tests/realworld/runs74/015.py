# Binary classifier with a hand-written BCE; optimizer wrapped in optax.apply_if_finite to "skip bad steps"
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 20)).astype(np.float32) * 4.0
Y = (X[:, 0] - X[:, 1] > 0).astype(np.float32)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.sigmoid(nn.Dense(1)(x)).squeeze(-1)

def bce(p, y):
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log(1 - p))

tx = optax.apply_if_finite(optax.adam(1e-2), max_consecutive_errors=20)
m = Net()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"], tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        p = state.apply_fn({"params": params}, x)
        return bce(p, y), p
    (loss, p), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, jnp.mean((p > 0.5) == y)

for epoch in range(1, 9):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        state, loss, acc = train_step(state, X[idx], Y[idx])
    os_ = state.opt_state
    print(f"epoch {epoch} loss {float(loss):.4f} acc {float(acc):.3f} "
          f"notfinite_count {int(os_.notfinite_count)} total_notfinite {int(os_.total_notfinite)}")
