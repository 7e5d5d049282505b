# custom pytree container for a quantised linear layer
import jax, jax.numpy as jnp
import numpy as np

@jax.tree_util.register_pytree_node_class
class QLinear:
    def __init__(self, w, scale):
        # validate like the torch module did
        w = np.asarray(w, dtype=np.float32)
        assert w.ndim == 2, "weight must be 2-D"
        self.w = jnp.asarray(w)
        self.scale = scale
    def tree_flatten(self):
        return (self.w, self.scale), None
    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)
    def __call__(self, x):
        return (x @ self.w) * self.scale

layer = QLinear(np.random.randn(8, 4), jnp.ones((4,)))
x = jnp.ones((2, 8))
print("eager out", layer(x).shape)

def loss(layer, x):
    return jnp.sum(layer(x) ** 2)

g = jax.grad(loss)(layer, x)
print("grad w", g.w.shape)
