# MNIST-style classifier ported from a PyTorch nn.Sequential MLP to flax.nnx.
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(28 * 28, 256, rngs=rngs)
        self.fc2 = nnx.Linear(256, 128, rngs=rngs)
        self.fc3 = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.fc1(x))
        x = nnx.relu(self.fc2(x))
        return self.fc3(x)

class SyntheticDigits:
    """Generates 28x28 grayscale images in NHWC layout, like tfds mnist."""
    def __init__(self, n, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        self.images = rng.random((n, 28, 28, 1), dtype=np.float32)
        self.labels = rng.integers(0, 10, size=(n,)).astype(np.int32)
        self.batch_size = batch_size
    def __iter__(self):
        for i in range(0, len(self.images), self.batch_size):
            yield {"image": self.images[i:i+self.batch_size], "label": self.labels[i:i+self.batch_size]}

model = MLP(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        logits = model(batch["image"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

loader = SyntheticDigits(2048, batch_size=64)
print("num params:", sum(x.size for x in jax.tree_util.tree_leaves(nnx.state(model, nnx.Param))))
for epoch in range(2):
    for step, batch in enumerate(loader):
        if step == 0:
            print("batch image shape", batch["image"].shape, "label shape", batch["label"].shape)
        loss = train_step(model, optimizer, batch)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
