# utilities for porting torch state_dicts (OrderedDict) into JAX training code
from collections import OrderedDict
import numpy as np
import jax, jax.numpy as jnp
import optax

# make torch-style OrderedDict state dicts usable with jax.tree_util / optax
def _od_flatten(od):
    keys = tuple(od.keys())
    return tuple(od[k] for k in keys), keys

def _od_unflatten(keys, values):
    return OrderedDict(zip(keys, values))

jax.tree_util.register_pytree_node(OrderedDict, _od_flatten, _od_unflatten)

# state dict as exported from the torch model (numpy arrays, torch (out, in) layout)
rng = np.random.default_rng(0)
state_dict = OrderedDict([
    ("encoder.weight", rng.normal(size=(128, 784)).astype(np.float32) * 0.03),
    ("encoder.bias", np.zeros(128, np.float32)),
    ("decoder.weight", rng.normal(size=(784, 128)).astype(np.float32) * 0.03),
    ("decoder.bias", np.zeros(784, np.float32)),
])
params = jax.tree_util.tree_map(jnp.asarray, state_dict)

def autoencoder(p, x):
    h = jax.nn.relu(x @ p["encoder.weight"].T + p["encoder.bias"])
    return h @ p["decoder.weight"].T + p["decoder.bias"]

tx = optax.adam(1e-3)
opt_state = tx.init(params)
x = jnp.asarray(rng.random((64, 784), dtype=np.float32))
for step in range(5):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((autoencoder(p, x) - x) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, u)
    print(f"step {step} recon {float(loss):.5f}")
