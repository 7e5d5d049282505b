# torch nn.Linear(in, out) -> flax.nnx port
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx
print("flax", __import__("flax").__version__, "jax", jax.__version__)

class Net(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(784, 256, rngs=rngs)
        self.fc2 = nnx.Linear(256, 128)
        self.fc3 = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        x = jax.nn.relu(self.fc1(x))
        x = jax.nn.relu(self.fc2(x))
        return self.fc3(x)

model = Net(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
x = jnp.ones((8, 784)); print(model(x).shape)
