# Flax linen MLP classifier ported from torch; loss uses reduction='none' habit
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(5)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype(np.float32)
y = (X[:, :5].argmax(1)).astype(np.int32)
model = MLP()
params = model.init(jax.random.key(0), X[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def loss_fn(params, xb, yb):
    logits = model.apply(params, xb)
    # torch: F.cross_entropy(logits, y, reduction='none') -> later weighted
    return optax.softmax_cross_entropy_with_integer_labels(logits, yb)

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(loss_fn)(params, xb, yb)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss.mean()

print("devices:", jax.devices())
for epoch in range(3):
    for i in range(0, 512, 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i+64], y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
