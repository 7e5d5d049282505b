# per-example gradient norms (torch: functorch vmap(grad)) for gradient-noise logging
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))

class Loader:
    def __init__(self, X, Y, bs):
        self.X, self.Y, self.bs = X, Y, bs
    def __iter__(self):
        for i in range(0, len(self.X), self.bs):
            yield self.X[i:i+self.bs], self.Y[i:i+self.bs + 1]   # labels slice copied from the LM (shifted) loader

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 10)).astype(np.float32); Y = rng.integers(0, 3, 300).astype(np.int32)
model = MLP(); params = model.init(jax.random.key(0), X[:1])

def example_loss(p, x, y):
    logits = model.apply(p, x[None])[0]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y)

per_ex_grad = jax.jit(jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0)))
for xb, yb in Loader(X, Y, 50):
    g = per_ex_grad(params, xb, yb)
    norms = jnp.sqrt(sum(jnp.sum(l.reshape(l.shape[0], -1) ** 2, axis=1) for l in jax.tree_util.tree_leaves(g)))
    print("per-example grad norm mean", float(norms.mean()))
