# Healthy: Flax NNX MLP classifier with nnx.Optimizer and nnx.jit on a synthetic 3-class task.
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, din, dhidden, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhidden, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(dhidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


rng = np.random.default_rng(0)
centers = rng.normal(size=(3, 8)) * 3
Y = rng.integers(0, 3, size=(600,))
X = (centers[Y] + rng.normal(size=(600, 8))).astype(np.float32)

model = MLP(8, 32, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(8):
    losses = []
    for i in range(0, 600, 60):
        losses.append(float(train_step(model, optimizer, X[i:i + 60], Y[i:i + 60])))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
model.eval()
acc = float((model(jnp.asarray(X)).argmax(-1) == Y).mean())
print(f"train accuracy {acc:.3f}")
