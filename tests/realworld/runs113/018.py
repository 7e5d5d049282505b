"""Healthy: equinox-style model written as plain registered dataclass pytrees (no framework), SGD+momentum via
optax, train step jitted with donate_argnums, per-epoch keys from fold_in, jax.debug.print inside the step."""
from dataclasses import dataclass, field
from functools import partial
import jax, jax.numpy as jnp
import numpy as np
import optax

@partial(jax.tree_util.register_dataclass, data_fields=["w", "b"], meta_fields=["act"])
@dataclass
class Linear:
    w: jax.Array
    b: jax.Array
    act: str = "none"
    @staticmethod
    def init(key, din, dout, act="none"):
        return Linear(jax.random.normal(key, (din, dout)) * jnp.sqrt(2.0 / din), jnp.zeros((dout,)), act)
    def __call__(self, x):
        y = x @ self.w + self.b
        return jax.nn.relu(y) if self.act == "relu" else y

@partial(jax.tree_util.register_dataclass, data_fields=["layers"], meta_fields=[])
@dataclass
class MLP:
    layers: list
    def __call__(self, x):
        for l in self.layers:
            x = l(x)
        return x

def make_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return MLP([Linear.init(k, a, b, "relu" if i < len(sizes) - 2 else "none")
                for i, (k, a, b) in enumerate(zip(keys, sizes[:-1], sizes[1:]))])

rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, size=(2048, 2)).astype(np.float32)
Y = ((X[:, 0] ** 2 + X[:, 1] ** 2) < 0.5).astype(np.int32)          # circle vs outside

model = make_mlp(jax.random.PRNGKey(0), [2, 64, 64, 2])
print("leaves:", [tuple(l.shape) for l in jax.tree.leaves(model)])
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(model)

@partial(jax.jit, donate_argnums=(0, 1))
def train_step(model, opt_state, x, y, step):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(model)
    jax.lax.cond(step % 50 == 0,
                 lambda: jax.debug.print("  step {s}: loss={l:.4f} grad_norm={g:.4f}", s=step, l=loss,
                                         g=optax.global_norm(grads)),
                 lambda: None)
    updates, opt_state = tx.update(grads, opt_state, model)
    return optax.apply_updates(model, updates), opt_state, loss

base = jax.random.PRNGKey(1234)
step = 0
for epoch in range(6):
    perm = np.asarray(jax.random.permutation(jax.random.fold_in(base, epoch), len(X)))
    for i in range(0, len(X), 64):
        idx = perm[i:i+64]
        model, opt_state, loss = train_step(model, opt_state, X[idx], Y[idx], step)
        step += 1
    acc = float((model(X).argmax(-1) == Y).mean())
    print(f"epoch {epoch+1}/6 - loss {float(loss):.4f} - acc {acc:.4f}")
print("training complete")
