"""NNX CNN trained with an EMA copy of the weights (timm ModelEmaV2 habit). The EMA is kept as a pure pytree:
the model is split into graphdef + params and the EMA params are updated with jax.tree.map."""
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

class ConvNet(nnx.Module):
    def __init__(self, rngs):
        self.conv1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.bn1 = nnx.BatchNorm(16, rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, (3, 3), strides=2, rngs=rngs)
        self.bn2 = nnx.BatchNorm(32, rngs=rngs)
        self.fc = nnx.Linear(32, 3, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn1(self.conv1(x)))
        x = nnx.relu(self.bn2(self.conv2(x)))
        return self.fc(x.mean((1, 2)))

r = np.random.default_rng(0)
y = r.integers(0, 3, 768).astype(np.int32)
x = r.normal(0, 1, (768, 12, 12, 1)).astype(np.float32) + y[:, None, None, None] * 0.7

model = ConvNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, xb, yb):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(xb), yb).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

# EMA of the weights
graphdef, params = nnx.split(model, nnx.Param)
ema_params = jax.tree.map(jnp.copy, params)
DECAY = 0.99

for epoch in range(3):
    model.train()
    for i in range(0, len(x), 64):
        loss = train_step(model, optimizer, x[i:i+64], y[i:i+64])
        _, params = nnx.split(model, nnx.Param)
        ema_params = jax.tree.map(lambda e, p: DECAY * e + (1 - DECAY) * p, ema_params, params)
    print(f"epoch {epoch} step {int(optimizer.step.value)} loss {float(loss):.4f}")
