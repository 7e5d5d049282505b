import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
# healthy: dp x tp (2x2) MLP on 4 host devices with NamedSharding + with_sharding_constraint, orbax save/restore with target shardings
import tempfile
import jax, jax.numpy as jnp, numpy as np
import optax
import orbax.checkpoint as ocp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
print("jax", jax.__version__, "devices", jax.device_count())
mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("data", "model"))
D, F = 32, 128
k = jax.random.split(jax.random.PRNGKey(0), 3)
shardings = {"w1": NamedSharding(mesh, P(None, "model")), "w2": NamedSharding(mesh, P("model", None))}
params = {"w1": jax.device_put(jax.random.normal(k[0], (D, F)) * 0.1, shardings["w1"]),
          "w2": jax.device_put(jax.random.normal(k[1], (F, D)) * 0.1, shardings["w2"])}
A = jax.random.normal(k[2], (D, D)) * 0.3
X = jax.random.normal(k[0], (256, D)); Y = jnp.tanh(X @ A)
tx = optax.adam(3e-3); opt_state = tx.init(params)

def mlp(p, x):
    h = jax.nn.gelu(x @ p["w1"])
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", "model")))
    return h @ p["w2"]

@jax.jit
def step(p, st, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(p)
    u, st = tx.update(g, st)
    return optax.apply_updates(p, u), st, l

batch_sharding = NamedSharding(mesh, P("data"))
for epoch in range(10):
    for b in range(4):
        xb = jax.device_put(X[b*64:(b+1)*64], batch_sharding); yb = jax.device_put(Y[b*64:(b+1)*64], batch_sharding)
        params, opt_state, l = step(params, opt_state, xb, yb)
    print(f"epoch {epoch} loss {float(l):.5f}")
print("w1 sharding", params["w1"].sharding.spec, "w2 sharding", params["w2"].sharding.spec)
path = os.path.join(tempfile.mkdtemp(), "final")
ckptr = ocp.StandardCheckpointer()
ckptr.save(path, params); ckptr.wait_until_finished()
target = jax.tree.map(lambda a, s: jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=s), params, shardings)
restored = ckptr.restore(path, target)
same = all(bool(jnp.array_equal(restored[n], params[n])) for n in params)
print("restored", {n: str(restored[n].sharding.spec) for n in restored}, "identical:", same)
