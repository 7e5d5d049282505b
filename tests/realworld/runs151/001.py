"""Tiny regression MLP with Flax NNX + Optax (ported from a PyTorch nn.Sequential example)."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train_nnx")

class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, *, rngs):
        self.fc1 = nnx.Linear(din, dhid, rngs=rngs)
        self.fc2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.fc1(x))
        x = nnx.relu(self.fc2(x))
        return self.out(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
w_true = rng.normal(size=(16, 1)).astype(np.float32)
Y = (np.sin(X @ w_true) + 0.05 * rng.normal(size=(2048, 1))).astype(np.float32)

model = MLP(16, 64, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

log.info("devices: %s", jax.devices())
bs = 128
for epoch in range(5):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(0, len(X), bs):
        idx = perm[i:i + bs]
        losses.append(float(train_step(model, optimizer, jnp.asarray(X[idx]), jnp.asarray(Y[idx]))))
    log.info("epoch %d train_mse=%.4f", epoch + 1, np.mean(losses))
log.info("done")
