"""Keyword-spotting MLP: load weights exported from the PyTorch model (state_dict -> .npz) into the Flax port
and evaluate on the test features before fine-tuning."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

CKPT = "/home/user/project/kws_torch_state_dict.npz"
N_MFCC, N_CLASSES = 40, 12


class KWSNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="encoder_0")(x))
        x = nn.relu(nn.Dense(64, name="encoder_2")(x))
        return nn.Dense(N_CLASSES, name="classifier")(x)


def torch_to_flax(sd):
    """encoder.0.weight -> params['encoder_0']['kernel'] ..."""
    params = {}
    for k, v in sd.items():
        mod, leaf = k.rsplit(".", 1)
        mod = mod.replace(".", "_")
        params.setdefault(mod, {})["kernel" if leaf == "weight" else "bias"] = jnp.asarray(v)
    return params


sd = dict(np.load(CKPT))
for k, v in sd.items():
    print(f"  {k:22s} {tuple(v.shape)}")
params = torch_to_flax(sd)
print(f"converted {len(sd)} tensors from {CKPT}")

rng = np.random.default_rng(1)
x_test = rng.normal(size=(256, N_MFCC)).astype(np.float32)
y_test = rng.integers(0, N_CLASSES, 256)

model = KWSNet()
logits = model.apply({"params": params}, x_test)
loss = optax.softmax_cross_entropy_with_integer_labels(logits, y_test).mean()
print(f"zero-shot test loss {float(loss):.4f}  acc {float((logits.argmax(-1) == y_test).mean()):.4f}")
