# Port of a PyTorch MNIST-style CNN to Flax; data loader kept from the torch version.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

class SyntheticDigits:
    def __init__(self, n=2048, seed=0):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 10, n)
        self.x = rng.normal(0, 1, (n, 1, 28, 28)).astype(np.float32)  # N, C, H, W like torchvision
        self.x[np.arange(n), 0, self.y * 2, :] += 3.0
    def __len__(self): return len(self.y)

def data_loader(ds, batch_size, shuffle=True, seed=0):
    idx = np.random.default_rng(seed).permutation(len(ds)) if shuffle else np.arange(len(ds))
    for i in range(0, len(ds) - batch_size + 1, batch_size):
        b = idx[i:i + batch_size]
        yield ds.x[b], ds.y[b]

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28, 1)))['params']
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

ds = SyntheticDigits()
for epoch in range(2):
    for step, (x, y) in enumerate(data_loader(ds, 64, seed=epoch)):
        state, loss = train_step(state, jnp.asarray(x), jnp.asarray(y))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
