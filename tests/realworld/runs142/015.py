"""Evaluate a PyTorch-trained MLP classifier in Flax: convert the torch state_dict (exported with
np.savez(**{k: v.numpy() for k, v in model.state_dict().items()})) into a linen params tree."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.traverse_util import unflatten_dict

CKPT = "/home/user/project/mlp_torch_export.npz"

def export_torch_like_checkpoint(path):
    # what the PyTorch side wrote: nn.Sequential-free module with fc1/fc2/fc3 (weight is (out, in))
    rng = np.random.default_rng(0)
    sd = {"fc1.weight": rng.normal(0, 0.1, (256, 64)), "fc1.bias": np.zeros(256),
          "fc2.weight": rng.normal(0, 0.1, (128, 256)), "fc2.bias": np.zeros(128),
          "fc3.weight": rng.normal(0, 0.1, (10, 128)), "fc3.bias": np.zeros(10)}
    np.savez(path, **{k: v.astype(np.float32) for k, v in sd.items()})

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def torch_to_flax(sd):
    flat = {}
    for k, v in sd.items():
        mod, name = k.rsplit(".", 1)
        if name == "weight":
            flat[(mod, "kernel")] = jnp.asarray(v.T)      # torch Linear stores (out, in)
        else:
            flat[(mod, "bias")] = jnp.asarray(v)
    return unflatten_dict(flat)

if not os.path.exists(CKPT):
    export_torch_like_checkpoint(CKPT)
sd = dict(np.load(CKPT))
print("torch checkpoint tensors:")
for k, v in sd.items():
    print(f"  {k:12s} {tuple(v.shape)}")
params = torch_to_flax(sd)
print("converted params:", jax.tree.map(jnp.shape, params))

model = MLP()
x_test = np.random.default_rng(1).normal(size=(512, 64)).astype(np.float32)
logits = jax.jit(lambda p, x: model.apply({"params": p}, x))(params, x_test)
pred = jnp.argmax(logits, -1)
print("prediction histogram:", np.bincount(np.asarray(pred), minlength=10))
