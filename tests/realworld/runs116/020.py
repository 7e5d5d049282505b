"""Flax NNX (PyTorch-like API) MLP classifier; train step compiled with jax.jit."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))


model = MLP(20, 64, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@jax.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
centers = rng.normal(size=(3, 20)) * 2
model.train()
for epoch in range(5):
    losses = []
    for _ in range(30):
        y = rng.integers(0, 3, 32)
        x = (centers[y] + rng.normal(size=(32, 20))).astype(np.float32)
        losses.append(float(train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y))))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
