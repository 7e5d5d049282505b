# Flax linen classifier ported from a torch script that used F.cross_entropy(logits, y)
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

class MLP(nn.Module):
    hidden: int = 64
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
W = rng.normal(size=(20, 10))
Y = (X @ W).argmax(1).astype(np.int32)
print("X", X.shape, "Y", Y.shape, Y.dtype)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        # torch: F.cross_entropy(logits, y)
        return optax.softmax_cross_entropy(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

BS = 32
for epoch in range(3):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(0, len(X), BS):
        idx = perm[i:i+BS]
        state, loss = train_step(state, X[idx], Y[idx])
        losses.append(loss)
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
