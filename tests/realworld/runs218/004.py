# Flax NNX port of a torch training loop with early stopping / loss spike skipping
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
from flax import nnx
import optax

class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dh, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dh, dout, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.gelu(self.l1(x))))

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
W = rng.normal(size=(20, 1)).astype(np.float32)
Y = (X @ W + 0.1 * rng.normal(size=(1024, 1))).astype(np.float32)

model = MLP(20, 64, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
max_loss = 10.0

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    if loss < max_loss:          # skip updates on loss spikes, as in the torch version
        optimizer.update(model, grads)
    return loss

for epoch in range(3):
    for i in range(0, 1024, 64):
        loss = train_step(model, optimizer, X[i:i+64], Y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
