# 2-D (data x model) sharded MLP on host CPU devices; hyper-parameters carried over from the torch DDP+TP config.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import flax.linen as nn
import optax

CONFIG = dict(data_parallel=1, model_parallel=4, global_batch_size=32, hidden_size=256,
              ffn_size=682, num_classes=8, in_features=64, lr=1e-3, steps=100)
print("config:", CONFIG)
c = CONFIG
devices = np.array(jax.devices()).reshape(c["data_parallel"], c["model_parallel"])
mesh = Mesh(devices, ("data", "model"))
print(f"mesh: {dict(mesh.shape)}")

class FFN(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(c["hidden_size"], name="proj_in")(x)
        h = nn.gelu(nn.Dense(c["ffn_size"], name="ffn_up")(h))
        h = nn.Dense(c["hidden_size"], name="ffn_down")(h)
        return nn.Dense(c["num_classes"], name="head")(h)

def param_spec(path, leaf):
    name = "/".join(str(getattr(k, "key", k)) for k in path)
    if "ffn_up/kernel" in name:
        return P(None, "model")
    if "ffn_up/bias" in name:
        return P("model")
    if "ffn_down/kernel" in name:
        return P("model", None)
    return P()

model = FFN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, c["in_features"])))
specs = jax.tree_util.tree_map_with_path(param_spec, params)
params = jax.tree_util.tree_map(lambda a, s: jax.device_put(a, NamedSharding(mesh, s)), params, specs)
tx = optax.adamw(c["lr"])
opt_state = tx.init(params)
data_sh = NamedSharding(mesh, P("data"))

rng = np.random.default_rng(0)
Wt = rng.normal(size=(c["in_features"], c["num_classes"])).astype(np.float32)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for step in range(1, c["steps"] + 1):
    x = rng.normal(size=(c["global_batch_size"], c["in_features"])).astype(np.float32)
    y = (x @ Wt).argmax(1).astype(np.int32)
    x, y = jax.device_put(x, data_sh), jax.device_put(y, data_sh)
    params, opt_state, loss = train_step(params, opt_state, x, y)
    if step % 10 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
