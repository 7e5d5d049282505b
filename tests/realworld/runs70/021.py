# tiny Elman RNN trained with lax.scan + optax on a running-sum task
import jax, jax.numpy as jnp
import optax
print("jax", jax.__version__)
key = jax.random.PRNGKey(0)
T, B, H = 12, 64, 32
k1, k2, k3 = jax.random.split(key, 3)
params = {"Wx": jax.random.normal(k1, (1, H)) * 0.3, "Wh": jnp.eye(H) * 0.5,
          "Wo": jax.random.normal(k2, (H, 1)) * 0.1, "b": jnp.zeros((H,))}

def forward(p, xs):
    def cell(h, x):
        h = jnp.tanh(x @ p["Wx"] + h @ p["Wh"] + p["b"])
        return h, h @ p["Wo"]
    _, ys = jax.lax.scan(cell, jnp.zeros((xs.shape[1], H)), xs)
    return ys

def loss_fn(p, xs, ys):
    return jnp.mean((forward(p, xs) - ys) ** 2)

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))
st = tx.init(params)

@jax.jit
def step(p, st, key):
    xs = jax.random.uniform(key, (T, B, 1), minval=-0.5, maxval=0.5)
    ys = jnp.cumsum(xs, 0) / 2.0
    l, g = jax.value_and_grad(loss_fn)(p, xs, ys)
    u, st = tx.update(g, st, p)
    return optax.apply_updates(p, u), st, l

for it in range(600):
    key, sk = jax.random.split(key)
    params, st, l = step(params, st, sk)
    if it % 50 == 0 or it == 599:
        print(f"iter {it:4d}  mse {float(l):.5f}")
print("training finished")
