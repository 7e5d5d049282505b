"""ZeRO-2 style data parallelism on 2 CPU devices: gradients are reduce-scattered along dim 0 so each
device updates only its shard of every parameter (port of a torch FSDP/ZeRO recipe)."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

N_FEAT, HIDDEN, N_OUT = 13, 64, 2          # tabular data: 13 features (heart-disease style)
mesh = jax.make_mesh((2,), ("data",))
print(f"mesh: {mesh.shape}, features={N_FEAT}")

def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (N_FEAT, HIDDEN)) * 0.1, "b1": jnp.zeros(HIDDEN),
            "w2": jax.random.normal(k2, (HIDDEN, N_OUT)) * 0.1, "b2": jnp.zeros(N_OUT)}

def loss_fn(p, x, y):
    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    return optax.softmax_cross_entropy_with_integer_labels(h @ p["w2"] + p["b2"], y).mean()

tx = optax.adamw(1e-3)
params = init(jax.random.key(0))
# optimizer state lives sharded along dim 0 (ZeRO); params are replicated
opt_state = tx.init(params)
opt_specs = jax.tree.map(lambda a: P("data") if a.ndim else P(), opt_state)

@jax.jit
@partial(jax.shard_map, mesh=mesh,
         in_specs=(P(), opt_specs, P("data"), P("data")), out_specs=(P(), opt_specs, P()),
         check_vma=False)
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    # reduce-scatter: every device gets the mean gradient of its dim-0 slice
    gshard = jax.tree.map(lambda g: jax.lax.psum_scatter(g, "data", scatter_dimension=0, tiled=True) / 2, grads)
    idx = jax.lax.axis_index("data")
    pshard = jax.tree.map(lambda p, g: jax.lax.dynamic_slice_in_dim(p, idx * g.shape[0], g.shape[0], 0), params, gshard)
    updates, opt_state = tx.update(gshard, opt_state, pshard)
    pshard = optax.apply_updates(pshard, updates)
    params = jax.tree.map(lambda s: jax.lax.all_gather(s, "data", axis=0, tiled=True), pshard)
    return params, opt_state, jax.lax.pmean(loss, "data")

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, N_FEAT)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
xs = NamedSharding(mesh, P("data"))
opt_state = jax.device_put(opt_state, jax.tree.map(lambda s: NamedSharding(mesh, s), opt_specs))
for step in range(50):
    i = (step * 128) % 2048
    params, opt_state, loss = train_step(params, opt_state,
                                         jax.device_put(X[i:i + 128], xs), jax.device_put(Y[i:i + 128], xs))
    if step % 10 == 0:
        print(f"step {step:3d} loss {float(loss):.4f}")
