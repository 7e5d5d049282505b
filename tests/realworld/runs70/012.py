# debugging a NaN loss with jax_debug_nans
import jax
jax.config.update("jax_debug_nans", True)
import jax.numpy as jnp
import optax

key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (512, 20)); y = (X[:, 0] > 0).astype(jnp.int32)
params = {"w": jax.random.normal(key, (20, 2)) * 0.01, "b": jnp.zeros((2,))}

def loss_fn(p, x, y):
    logits = x @ p["w"] + p["b"]
    probs = jnp.exp(logits) / jnp.exp(logits).sum(-1, keepdims=True)   # hand-written softmax
    return -jnp.mean(jnp.log(probs[jnp.arange(y.shape[0]), y]))

tx = optax.sgd(50.0)
st = tx.init(params)

@jax.jit
def step(p, st, x, y):
    l, g = jax.value_and_grad(loss_fn)(p, x, y)
    u, st = tx.update(g, st)
    return optax.apply_updates(p, u), st, l

for i in range(30):
    params, st, l = step(params, st, X, y)
    print(f"step {i:3d} loss {float(l):.4f}")
