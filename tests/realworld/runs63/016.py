# Softmax classifier in pure JAX; cross-entropy written as in the old numpy course code
# (log of softmax probabilities), trained with plain SGD. lr raised to speed up convergence.
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)
X = (rng.normal(size=(2000, 50)) * 4).astype(np.float32)
true_W = rng.normal(size=(50, 10)).astype(np.float32)
Y = (X @ true_W).argmax(-1)
Y1h = jax.nn.one_hot(Y, 10)

params = {"W": jnp.zeros((50, 10)), "b": jnp.zeros((10,))}


def loss_fn(p, x, y1h):
    probs = jax.nn.softmax(x @ p["W"] + p["b"])
    return -jnp.mean(jnp.sum(y1h * jnp.log(probs), axis=-1))


@jax.jit
def step(p, x, y1h):
    loss, g = jax.value_and_grad(loss_fn)(p, x, y1h)
    return jax.tree_util.tree_map(lambda a, b: a - 1.0 * b, p, g), loss


for epoch in range(6):
    for i in range(0, 2000, 100):
        params, loss = step(params, X[i:i + 100], Y1h[i:i + 100])
        if i % 200 == 0:
            print(f"epoch {epoch} step {i // 100:2d} loss {float(loss):.4f}")
