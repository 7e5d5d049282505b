"""Flax NNX MLP regression with dropout, trained with nnx.jit and an nnx.Optimizer."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
logger = logging.getLogger("nnx_train")


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dhidden, dhidden, rngs=rngs)
        self.out = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        x = nnx.gelu(self.l1(x))
        x = self.drop(x)
        x = nnx.gelu(self.l2(x))
        return self.out(x)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(2048, 4)).astype(np.float32)
Y = (np.sin(X[:, :1]) * np.cos(X[:, 1:2]) + 0.05 * rng.normal(size=(2048, 1))).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:1792], Y[:1792], X[1792:], Y[1792:]

model = MLP(4, 64, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=1e-4), wrt=nnx.Param)
logger.info("parameters: %d", sum(p.size for p in jax.tree_util.tree_leaves(nnx.state(model, nnx.Param))))

for epoch in range(1, 7):
    model.train()
    perm = rng.permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), 64):
        idx = perm[i:i + 64]
        losses.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx])))
    model.eval()
    val = float(eval_step(model, Xva, Yva))
    logger.info("epoch %d train_mse=%.4f val_mse=%.4f", epoch, np.mean(losses), val)
logger.info("done")
