"""Convert a PyTorch MLP state_dict (exported to .npz) into Flax params and run evaluation."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util

TORCH_CKPT = "/home/user/project/mlp_torch_state_dict.npz"

class MLP(nn.Module):
    hidden: int = 128
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)

def torch_to_flax(sd, flax_params):
    """PyTorch Linear stores weight as (out, in); Flax Dense kernel is (in, out)."""
    flat = traverse_util.flatten_dict(flax_params, sep=".")
    new = {}
    for name, p in flat.items():
        module, leaf = name.rsplit(".", 1)
        if leaf == "kernel":
            w = sd[f"{module}.weight"].T
        else:
            w = sd[f"{module}.bias"]
        assert w.shape == p.shape, (name, w.shape, p.shape)
        new[name] = jnp.asarray(w)
        print(f"converted {name:<20s} {tuple(w.shape)}")
    return traverse_util.unflatten_dict(new, sep=".")

def main():
    sd = dict(np.load(TORCH_CKPT))
    print(f"loaded {len(sd)} tensors from {TORCH_CKPT}:")
    for k, v in sd.items():
        print(f"  {k:<18s} {v.shape} {v.dtype}")
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
    params = torch_to_flax(sd, params)
    x = np.random.default_rng(0).normal(size=(8, 32)).astype(np.float32)
    print("logits:", model.apply({"params": params}, x)[0])

if __name__ == "__main__":
    main()
