# CIFAR-style CNN ported from a torch nn.Module to flax.nnx
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class SmallCNN(nnx.Module):
    def __init__(self, num_classes, rngs):
        # torch: nn.Conv2d(3, 32, 3, padding=1) ...
        self.conv1 = nnx.Conv(3, 32, kernel_size=(3, 3), padding=1, rngs=rngs)
        self.bn1 = nnx.BatchNorm(32, rngs=rngs)
        self.conv2 = nnx.Conv(32, 64, kernel_size=(3, 3), padding=1, rngs=rngs)
        self.bn2 = nnx.BatchNorm(64, rngs=rngs)
        self.fc = nnx.Linear(64, num_classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.max_pool(x, (2, 2), strides=(2, 2))
        x = nnx.relu(self.bn2(self.conv2(x)))
        x = x.mean(axis=(1, 2))
        return self.fc(x)

def load_batches(n=512, bs=64, seed=0):
    rng = np.random.default_rng(seed)
    # exported from the torch DataLoader (N, C, H, W) float32
    images = rng.normal(size=(n, 3, 32, 32)).astype(np.float32)
    labels = rng.integers(0, 10, size=(n,))
    for i in range(0, n, bs):
        yield images[i:i + bs], labels[i:i + bs]

model = SmallCNN(10, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

print("jax", jax.__version__, "devices", jax.devices())
for epoch in range(3):
    model.train()
    for step, (x, y) in enumerate(load_batches(seed=epoch)):
        print("batch", x.shape, y.shape) if step == 0 else None
        loss = train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y))
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
