"""Convert a PyTorch ResNet-ish block state_dict (saved as .npz) to Flax params and load with flax.serialization."""
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn
from flax import serialization
from flax.traverse_util import unflatten_dict, flatten_dict

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (3, 3), use_bias=False, name="conv1")(x)
        x = nn.BatchNorm(use_running_average=True, name="bn1")(x)
        x = nn.relu(x)
        x = nn.Conv(16, (3, 3), use_bias=False, name="conv2")(x)
        x = nn.BatchNorm(use_running_average=True, name="bn2")(x)
        return nn.Dense(10, name="fc")(x.mean(axis=(1, 2)))

# --- pretend torch checkpoint (what torch.save(model.state_dict()) -> np.savez gave us) ---
rng = np.random.default_rng(0)
torch_sd = {
    "conv1.weight": rng.normal(size=(16, 3, 3, 3)), "bn1.weight": np.ones(16), "bn1.bias": np.zeros(16),
    "bn1.running_mean": np.zeros(16), "bn1.running_var": np.ones(16), "bn1.num_batches_tracked": np.array(100),
    "conv2.weight": rng.normal(size=(16, 16, 3, 3)), "bn2.weight": np.ones(16), "bn2.bias": np.zeros(16),
    "bn2.running_mean": np.zeros(16), "bn2.running_var": np.ones(16), "bn2.num_batches_tracked": np.array(100),
    "classifier.weight": rng.normal(size=(10, 16)), "classifier.bias": np.zeros(10),
}
np.savez("/home/user/project/resblock_012.npz", **torch_sd)

def torch_to_flax(sd):
    params, stats = {}, {}
    for k, v in sd.items():
        mod, name = k.split(".")
        if name == "weight" and v.ndim == 4:
            params[(mod, "kernel")] = np.transpose(v, (2, 3, 1, 0))
        elif name == "weight" and v.ndim == 2:
            params[(mod, "kernel")] = v.T
        elif name == "weight":
            params[(mod, "scale")] = v
        elif name == "bias":
            params[(mod, "bias")] = v
        elif name == "running_mean":
            stats[(mod, "mean")] = v
        elif name == "running_var":
            stats[(mod, "var")] = v
        else:
            stats[(mod, name)] = v
    return {"params": unflatten_dict(params), "batch_stats": unflatten_dict(stats)}

model = Block()
target = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8, 8, 3)))
print("flax variables:", sorted("/".join(k) for k in flatten_dict(target)))
converted = torch_to_flax(dict(np.load("/home/user/project/resblock_012.npz")))
print("converted keys:", len(flatten_dict(converted)))
variables = serialization.from_state_dict(target, converted)
out = model.apply(variables, jnp.ones((2, 8, 8, 3)))
print("logits", out.shape)
