# Labels come one-hot from the old torch pipeline (used with BCE/soft targets); loss switched to the integer-label optax fn
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 30)).astype(np.float32)
y_int = (X[:, :5].sum(1) > 0).astype(np.int64) + (X[:, 5] > 1).astype(np.int64)
Y = np.eye(3, dtype=np.float32)[y_int]     # one-hot targets kept from the torch dataset
print("X", X.shape, X.dtype, "Y", Y.shape, Y.dtype)

class Clf(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(64)(x)))

model = Clf()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.sgd(0.05); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(3):
    for i in range(0, 1000, 50):
        params, opt_state, loss = step(params, opt_state, X[i:i+50], Y[i:i+50])
    print("epoch", epoch, "loss", float(loss))
