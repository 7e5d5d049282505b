# Tabular classifier: features and label read from one CSV matrix (label is the last column)
import io
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(0)
feat = rng.normal(size=(1000, 12))
lab = (feat[:, 0] + feat[:, 1] > 0).astype(int) + (feat[:, 2] > 1).astype(int)
buf = io.StringIO()
np.savetxt(buf, np.column_stack([feat, lab]), delimiter=",", fmt="%.6f")
buf.seek(0)
data = np.loadtxt(buf, delimiter=",", dtype=np.float32)
X, y = data[:, :-1], data[:, -1]
print("X", X.shape, X.dtype, "y", y.shape, y.dtype, "classes", np.unique(y))

class Clf(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(64)(x)))

m = Clf()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(5):
    for i in range(0, 1000, 100):
        state, loss = train_step(state, X[i:i + 100], y[i:i + 100])
    print(f"epoch {epoch} loss {float(loss):.4f}")
