# Flax NNX training loop following an older nnx tutorial
from flax import nnx
import flax, optax, jax, jax.numpy as jnp
print("flax", flax.__version__)

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, *, rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.l2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

model = MLP(10, 32, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3))

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(grads)
    return loss

x = jnp.ones((32, 10)); y = jnp.ones((32, 1))
for i in range(5):
    print("step", i, float(train_step(model, optimizer, x, y)))
