# MAML-style inner loop: number of inner SGD steps comes from the task batch
import jax, jax.numpy as jnp, optax, numpy as np

def model(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"]

def mse(p, x, y):
    return jnp.mean((model(p, x) - y) ** 2)

def adapt(p, x, y, n_inner, lr=0.05):
    def body(i, q):
        g = jax.grad(mse)(q, x, y)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, q, g)
    return jax.lax.fori_loop(0, n_inner, body, p)

def meta_loss(p, task):
    q = adapt(p, task["xs"], task["ys"], task["n_inner"])
    return mse(q, task["xq"], task["yq"])

k = jax.random.split(jax.random.PRNGKey(0), 3)
params = {"w1": jax.random.normal(k[0], (1, 40)), "b1": jnp.zeros(40),
          "w2": jax.random.normal(k[1], (40, 1)) * 0.1}
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def meta_step(p, s, task):
    loss, g = jax.value_and_grad(meta_loss)(p, task)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

rng = np.random.default_rng(0)
for it in range(100):
    amp, ph = rng.uniform(0.1, 5), rng.uniform(0, np.pi)
    xs = rng.uniform(-5, 5, (10, 1)).astype(np.float32); xq = rng.uniform(-5, 5, (10, 1)).astype(np.float32)
    task = {"xs": xs, "ys": amp * np.sin(xs + ph), "xq": xq, "yq": amp * np.sin(xq + ph),
            "n_inner": np.int32(rng.integers(1, 6))}
    params, opt_state, loss = meta_step(params, opt_state, task)
    if it % 20 == 0:
        print(f"meta-iter {it} query mse {loss:.4f}")
