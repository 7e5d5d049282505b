"""Hand-written low-rank MLP layers ported from torch (nn.Parameter -> attributes) in flax.nnx, regression on synthetic data."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx


class LowRankLinear(nnx.Module):
    """torch: self.U = nn.Parameter(torch.randn(d_in, r) * 0.1); self.V = nn.Parameter(...)"""
    def __init__(self, d_in, d_out, rank, *, rngs: nnx.Rngs):
        k1, k2 = jax.random.split(rngs.params())
        self.U = jax.random.normal(k1, (d_in, rank)) / jnp.sqrt(d_in)
        self.V = jax.random.normal(k2, (rank, d_out)) / jnp.sqrt(rank)
        self.b = jnp.zeros((d_out,))

    def __call__(self, x):
        return (x @ self.U) @ self.V + self.b


class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = LowRankLinear(32, 128, 8, rngs=rngs)
        self.l2 = LowRankLinear(128, 1, 4, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))


rng = np.random.default_rng(3)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (np.tanh(X[:, :4].sum(1)) + 0.5 * X[:, 4] * X[:, 5]).astype(np.float32)[:, None]

model = Net(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
print("trainable params:", sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))))


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: optax.losses.squared_error(m(x), y).mean())(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(1, 9):
    perm = rng.permutation(len(X))
    losses = [float(train_step(model, optimizer, X[perm[i:i + 128]], Y[perm[i:i + 128]]))
              for i in range(0, len(X), 128)]
    print(f"Epoch {epoch}/8 - 32/32 - loss: {np.mean(losses):.4f} - mse: {np.mean(losses):.4f}")
