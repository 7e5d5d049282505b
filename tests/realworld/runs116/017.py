"""Convert a PyTorch MLP checkpoint (exported to .npz with state_dict names) into Flax params and evaluate."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn

EXPORT = "/home/user/project/mlp_torch_export_017.npz"

# --- what the export script on the training box produced (model was wrapped in DistributedDataParallel) ---
rng = np.random.default_rng(0)
torch_sd = {
    "module.encoder.0.weight": rng.normal(size=(128, 20)).astype(np.float32) * 0.1,
    "module.encoder.0.bias": np.zeros(128, np.float32),
    "module.encoder.2.weight": rng.normal(size=(64, 128)).astype(np.float32) * 0.1,
    "module.encoder.2.bias": np.zeros(64, np.float32),
    "module.head.weight": rng.normal(size=(3, 64)).astype(np.float32) * 0.1,
    "module.head.bias": np.zeros(3, np.float32),
}
os.makedirs(os.path.dirname(EXPORT), exist_ok=True)
np.savez(EXPORT, **torch_sd)
# -----------------------------------------------------------------------------------------------------------


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="encoder_0")(x))
        x = nn.relu(nn.Dense(64, name="encoder_2")(x))
        return nn.Dense(3, name="head")(x)


def torch_to_flax(sd):
    """nn.Linear stores weight as (out, in); flax Dense kernel is (in, out)."""
    params = {}
    for flax_name, torch_name in [("encoder_0", "encoder.0"), ("encoder_2", "encoder.2"), ("head", "head")]:
        params[flax_name] = {
            "kernel": jnp.asarray(sd[f"{torch_name}.weight"].T),
            "bias": jnp.asarray(sd[f"{torch_name}.bias"]),
        }
    return {"params": params}


print(f"loading {EXPORT}")
sd = np.load(EXPORT)
print(f"found {len(sd.files)} tensors in export")
variables = torch_to_flax(sd)
model = MLP()
x = jnp.asarray(rng.normal(size=(8, 20)).astype(np.float32))
print("logits:", model.apply(variables, x)[:2])
