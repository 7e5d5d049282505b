"""Port a PyTorch 1-D-ish keyword-spotting CNN (1x3 / 3x1 separable convs) to Flax and check logits."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn

rng = np.random.default_rng(0)
# state_dict as exported from torch (Conv2d weight layout: out, in, kh, kw)
torch_sd = {
    "conv1.weight": rng.normal(size=(16, 1, 1, 3)).astype(np.float32) * 0.3,
    "conv1.bias": np.zeros(16, np.float32),
    "conv2.weight": rng.normal(size=(32, 16, 3, 1)).astype(np.float32) * 0.1,
    "conv2.bias": np.zeros(32, np.float32),
    "fc.weight": rng.normal(size=(12, 32)).astype(np.float32) * 0.1,
    "fc.bias": np.zeros(12, np.float32),
}


class KWS(nn.Module):
    @nn.compact
    def __call__(self, x):                       # x: (B, H=40 mel, W=98 frames, 1)
        x = nn.relu(nn.Conv(16, (1, 3), name="conv1")(x))
        x = nn.relu(nn.Conv(32, (3, 1), name="conv2")(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(12, name="fc")(x)


def convert(sd):
    params = {}
    for name in ["conv1", "conv2"]:
        # torch (O, I, kH, kW) -> flax (kH, kW, I, O)
        params[name] = {"kernel": jnp.asarray(sd[f"{name}.weight"].T), "bias": jnp.asarray(sd[f"{name}.bias"])}
    params["fc"] = {"kernel": jnp.asarray(sd["fc.weight"].T), "bias": jnp.asarray(sd["fc.bias"])}
    return {"params": params}


variables = convert(torch_sd)
for mod, p in variables["params"].items():
    print(f"{mod:6s} kernel {tuple(p['kernel'].shape)}")
mel = jnp.asarray(rng.normal(size=(4, 40, 98, 1)).astype(np.float32))
logits = KWS().apply(variables, mel)
print("flax logits[0]:", np.round(np.asarray(logits[0]), 4))
