"""Tensor-parallel 2-layer MLP on a ('data','model') mesh of 4 host devices; activation sharding constraint inside the step."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax, jax.numpy as jnp, optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()).reshape(2, 2), ("data", "model"))
print(f"jax {jax.__version__} devices={jax.device_count()} mesh={dict(mesh.shape)}")

d_in, d_ff, d_out = 32, 256, 10
key = jax.random.PRNGKey(0); k1, k2 = jax.random.split(key)
params = {
    "w1": jax.random.normal(k1, (d_in, d_ff)) * 0.05, "b1": jnp.zeros(d_ff),
    "w2": jax.random.normal(k2, (d_ff, d_out)) * 0.05, "b2": jnp.zeros(d_out),
}
param_specs = {"w1": P(None, "model"), "b1": P("model"), "w2": P("model", None), "b2": P()}
params = jax.tree_util.tree_map(lambda a, s: jax.device_put(a, NamedSharding(mesh, s)), params, param_specs)
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)

def forward(p, x):
    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    # keep the hidden activations split over the model axis (Megatron column-parallel)
    h = jax.lax.with_sharding_constraint(h, P("data", "model"))
    return h @ p["w2"] + p["b2"]

@jax.jit
def train_step(p, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(p)
    updates, opt_state = tx.update(g, opt_state, p)
    return optax.apply_updates(p, updates), opt_state, loss

rng = np.random.default_rng(0)
W = rng.normal(size=(d_in, d_out))
batch_sh = NamedSharding(mesh, P("data"))
for step in range(1, 101):
    x = rng.normal(size=(64, d_in)).astype(np.float32)
    y = np.argmax(x @ W, 1).astype(np.int32)
    x, y = jax.device_put(x, batch_sh), jax.device_put(y, batch_sh)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
