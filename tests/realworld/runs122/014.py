"""Data-parallel MLP with jax.shard_map on 2 CPU devices, gradients averaged with lax.pmean (healthy run)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
from functools import partial
import jax, jax.numpy as jnp, numpy as np, optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding

mesh = Mesh(np.array(jax.devices()), ("data",))
print("devices:", jax.devices(), "mesh shape:", dict(mesh.shape))

def init_params(key, sizes=(32, 64, 10)):
    ps = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, k = jax.random.split(key)
        ps.append({"w": jax.random.normal(k, (din, dout)) / jnp.sqrt(din), "b": jnp.zeros(dout)})
    return ps

def forward(params, x):
    for i, l in enumerate(params):
        x = x @ l["w"] + l["b"]
        if i < len(params) - 1:
            x = jax.nn.relu(x)
    return x

def loss_fn(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(forward(params, x), y).mean()

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(optax.linear_schedule(3e-3, 3e-4, 200)))

@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    grads = jax.lax.pmean(grads, "data")
    loss = jax.lax.pmean(loss, "data")
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

rng = np.random.default_rng(0)
W = rng.normal(size=(32, 10))
X = rng.normal(size=(2048, 32)).astype(np.float32); Y = np.argmax(X @ W, -1).astype(np.int32)
params = init_params(jax.random.PRNGKey(0)); opt_state = tx.init(params)
sh = NamedSharding(mesh, P("data"))
step = 0
for epoch in range(4):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        b = perm[i:i + 128]
        params, opt_state, loss = train_step(params, opt_state, jax.device_put(X[b], sh), jax.device_put(Y[b], sh))
        step += 1
    acc = float(jnp.mean(jnp.argmax(forward(params, X), -1) == Y))
    print(f"epoch {epoch} step {step} loss {float(loss):.4f} train_acc {acc:.4f}")
print("finished")
