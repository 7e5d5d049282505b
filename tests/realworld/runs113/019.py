"""Equinox-style pytree modules written by hand (no equinox installed on the cluster): each layer is a class
registered with jax.tree_util.register_pytree_node_class, activation stored on the layer like torch's nn.Sequential."""
import jax, jax.numpy as jnp
import numpy as np
import optax

@jax.tree_util.register_pytree_node_class
class Dense:
    def __init__(self, w, b, activation):
        self.w, self.b, self.activation = w, b, activation
    def __call__(self, x):
        return self.activation(x @ self.w + self.b)
    def tree_flatten(self):
        return (self.w, self.b, self.activation), None
    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

@jax.tree_util.register_pytree_node_class
class Sequential:
    def __init__(self, layers):
        self.layers = list(layers)
    def __call__(self, x):
        for layer in self.layers:
            x = layer(x)
        return x
    def tree_flatten(self):
        return tuple(self.layers), None
    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children)

def dense(key, din, dout, activation):
    return Dense(jax.random.normal(key, (din, dout)) / jnp.sqrt(din), jnp.zeros(dout), activation)

k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
model = Sequential([dense(k1, 8, 32, jax.nn.gelu), dense(k2, 32, 32, jax.nn.gelu), dense(k3, 32, 1, lambda x: x)])

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.1 * X[:, 1:2] ** 2).astype(np.float32)

def mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

tx = optax.adamw(3e-3, weight_decay=1e-4)
opt_state = tx.init(model)

@jax.jit
def train_step(model, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(model, x, y)
    updates, opt_state = tx.update(grads, opt_state, model)
    return optax.apply_updates(model, updates), opt_state, loss

print(f"initial loss {float(mse(model, X, Y)):.4f}")
for epoch in range(5):
    for i in range(0, 1024, 64):
        model, opt_state, loss = train_step(model, opt_state, X[i:i+64], Y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
