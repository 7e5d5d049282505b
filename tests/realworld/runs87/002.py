# Load weights exported from a PyTorch nn.Sequential (state_dict saved as .npz) into the Flax port
import numpy as np, jax, jax.numpy as jnp
import flax.linen as nn

# --- pretend export from torch: torch.save -> np.savez({k: v.numpy()}) ---
rng = np.random.default_rng(0)
sd = {
    "encoder.0.weight": rng.normal(size=(256, 784)).astype(np.float32),  # torch Linear: (out, in)
    "encoder.0.bias": np.zeros(256, np.float32),
    "encoder.2.weight": rng.normal(size=(64, 256)).astype(np.float32),
    "encoder.2.bias": np.zeros(64, np.float32),
    "head.weight": rng.normal(size=(10, 64)).astype(np.float32),
    "head.bias": np.zeros(10, np.float32),
}
np.savez("torch_mlp_state_dict.npz", **sd)

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, name="fc0")(x))
        x = nn.relu(nn.Dense(64, name="fc2")(x))
        return nn.Dense(10, name="head")(x)

def torch_to_flax(sd):
    name_map = {"encoder.0": "fc0", "encoder.2": "fc2", "head": "head"}
    params = {}
    for k, v in sd.items():
        mod, kind = k.rsplit(".", 1)
        fl = params.setdefault(name_map[mod], {})
        if kind == "weight":
            fl["kernel"] = jnp.asarray(v)
        else:
            fl["bias"] = jnp.asarray(v)
    return params

sd = dict(np.load("torch_mlp_state_dict.npz"))
for k, v in sd.items():
    print(f"{k:20s} {v.shape}")
params = torch_to_flax(sd)
model = Encoder()
x = jnp.ones((8, 784))
logits = model.apply({"params": params}, x)
print("logits", logits.shape)
