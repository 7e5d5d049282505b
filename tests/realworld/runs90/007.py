import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
print("devices:", jax.devices())
mesh = Mesh(np.array(jax.devices()), axis_names=("data",))
# shardings copied from the pjit tutorial config that used a ('batch', 'model') mesh
batch_sharding = NamedSharding(mesh, P("batch", None))
repl = NamedSharding(mesh, P())
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 32)).astype(np.float32); Y = (X @ rng.normal(size=(32, 4))).astype(np.float32)
params = {"w": jnp.zeros((32, 4)), "b": jnp.zeros((4,))}
params = jax.device_put(params, repl)
tx = optax.sgd(0.05); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((xb @ p["w"] + p["b"] - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

for i in range(0, 1024, 128):
    xb = jax.device_put(X[i:i+128], batch_sharding)
    yb = jax.device_put(Y[i:i+128], batch_sharding)
    params, opt_state, loss = step(params, opt_state, xb, yb)
    print(f"step {i//128} loss {float(loss):.4f}")
