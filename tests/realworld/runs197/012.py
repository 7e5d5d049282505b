"""LeNet ported from PyTorch to Flax linen for 28x28 grayscale digits (NHWC)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class LeNet(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        # torch: nn.Conv2d(1, 6, 5) -> pool -> nn.Conv2d(6, 16, 5) -> pool -> flatten(16*4*4)
        x = nn.max_pool(nn.relu(nn.Conv(6, kernel_size=(5, 5))(x)), (2, 2), strides=(2, 2))
        x = nn.max_pool(nn.relu(nn.Conv(16, kernel_size=(5, 5))(x)), (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], 16 * 4 * 4))
        x = nn.relu(nn.Dense(120)(x))
        x = nn.relu(nn.Dense(84)(x))
        return nn.Dense(self.num_classes)(x)

rng = np.random.default_rng(0)
x = rng.random((2048, 28, 28, 1)).astype(np.float32)
y = rng.integers(0, 10, 2048).astype(np.int32)
print("train images", x.shape, "labels", y.shape)

model = LeNet()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.01, momentum=0.9))
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l

for epoch in range(2):
    for i in range(0, 2048, 64):
        state, loss = train_step(state, x[i:i+64], y[i:i+64])
    print(f"Epoch {epoch+1}: loss {float(loss):.4f}")
