# numerically stable softplus with a custom JVP
import jax, jax.numpy as jnp
import optax

@jax.custom_jvp
def safe_softplus(x):
    return jnp.logaddexp(x, 0.0)

@safe_softplus.defjvp
def safe_softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    y = safe_softplus(x)
    return y, (jax.nn.sigmoid(x) * t,)

key = jax.random.PRNGKey(0)
params = {"w": jax.random.normal(key, (8, 1)) * 0.1}
X = jax.random.normal(key, (256, 8)); Y = jnp.abs(X[:, :1])

def loss_fn(p):
    return jnp.mean((safe_softplus(X @ p["w"]) - Y) ** 2)

tx = optax.adam(1e-2); st = tx.init(params)
print("init loss", float(loss_fn(params)))
for i in range(5):
    l, g = jax.value_and_grad(loss_fn)(params)
    u, st = tx.update(g, st); params = optax.apply_updates(params, u)
    print("step", i, float(l))
