# fine-tune: freeze the backbone, train the head, via optax.multi_transform
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import traverse_util

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="backbone")(x))
        return nn.Dense(5, name="head")(x)

net = Net()
params = net.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]

def label_fn(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict(
        {k: ("frozen" if k[0] == "backbone" else "trainable") for k in flat})

tx = optax.multi_transform({"freeze": optax.set_to_zero(), "train": optax.adam(1e-3)}, label_fn)
opt_state = tx.init(params)
print("optimizer ready")
