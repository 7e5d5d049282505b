"""Healthy: Flax NNX MLP regression on a noisy sine, nnx.Optimizer + nnx.jit train step, nnx.Metrics."""
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx

class MLP(nnx.Module):
    def __init__(self, din, dhid, dout, *, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(din, dhid, rngs=rngs)
        self.l2 = nnx.Linear(dhid, dhid, rngs=rngs)
        self.drop = nnx.Dropout(0.05, rngs=rngs)
        self.out = nnx.Linear(dhid, dout, rngs=rngs)
    def __call__(self, x):
        x = nnx.silu(self.l1(x))
        x = self.drop(nnx.silu(self.l2(x)))
        return self.out(x)

rng = np.random.default_rng(0)
X = rng.uniform(-3, 3, size=(2000, 1)).astype(np.float32)
Y = (np.sin(2 * X) + 0.1 * rng.normal(size=X.shape)).astype(np.float32)

model = MLP(1, 64, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))

@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    metrics.update(loss=loss)

@nnx.jit
def eval_mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

for epoch in range(1, 7):
    model.train()
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 100):
        idx = perm[i:i + 100]
        train_step(model, optimizer, metrics, X[idx], Y[idx])
    m = metrics.compute(); metrics.reset()
    model.eval()
    print(f"epoch {epoch}: train_loss={float(m['loss']):.4f} eval_mse={float(eval_mse(model, X[:500], Y[:500])):.4f}")
print("finished")
