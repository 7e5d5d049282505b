# MNIST-style CNN ported from a PyTorch reference; synthetic images
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.Dense(128)(x)
        x = nn.relu(x)
        return nn.Dense(10)(x)

def loader(n=2048, bs=64, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 28, 28, 1)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    for i in range(0, n, bs):
        yield X[i:i+bs], y[i:i+bs]

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28, 1)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

for epoch in range(2):
    for step, (x, y) in enumerate(loader(seed=epoch)):
        state, loss = train_step(state, x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
