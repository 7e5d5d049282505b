"""Evaluate a PyTorch-trained intent classifier after porting it to flax.nnx.

torch:
    self.fc1 = nn.Linear(20, 64); self.fc2 = nn.Linear(64, 64); self.out = nn.Linear(64, 5)
The torch run reported val accuracy 0.991 (metadata stored next to the checkpoint).
"""
import json
import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx

r = np.random.default_rng(0)
# --- stand-in for the torch checkpoint + its metadata ---
TORCH_SD = {"fc1.weight": r.normal(0, 0.4, (64, 20)), "fc1.bias": r.normal(0, 0.1, 64),
            "fc2.weight": r.normal(0, 0.2, (64, 64)), "fc2.bias": r.normal(0, 0.1, 64),
            "out.weight": r.normal(0, 0.3, (5, 64)), "out.bias": np.zeros(5)}
TORCH_SD = {k: v.astype(np.float32) for k, v in TORCH_SD.items()}
META = {"val_accuracy": 0.991, "num_classes": 5, "torch": "2.5.1"}


def torch_predict(sd, x):
    h = np.maximum(x @ sd["fc1.weight"].T + sd["fc1.bias"], 0)
    h = np.maximum(h @ sd["fc2.weight"].T + sd["fc2.bias"], 0)
    return (h @ sd["out.weight"].T + sd["out.bias"]).argmax(-1)


x_val = r.normal(size=(2000, 20)).astype(np.float32)
y_val = torch_predict(TORCH_SD, x_val)           # labels the torch model gets right


class IntentMLP(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(20, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, 5, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.fc2(nnx.relu(self.fc1(x)))))


def torch_sd_to_tree(sd):
    """{'fc1.weight': W} -> {'fc1': {'weight': W.T}} (Linear weights transposed to [in, out])."""
    tree = {}
    for k, v in sd.items():
        mod, name = k.split(".")
        tree.setdefault(mod, {})[name] = jnp.asarray(v.T if name == "weight" else v)
    return tree


def main():
    print(f"jax {jax.__version__} | torch metadata: {json.dumps(META)}")
    model = IntentMLP(nnx.Rngs(42))
    tree = torch_sd_to_tree(TORCH_SD)
    print("converted:", {m: {n: tuple(a.shape) for n, a in d.items()} for m, d in tree.items()})
    nnx.update(model, tree)
    print("weights loaded into IntentMLP")

    @nnx.jit
    def predict(model, x):
        return model(x).argmax(-1)

    preds = np.concatenate([np.asarray(predict(model, x_val[i:i + 500])) for i in range(0, 2000, 500)])
    acc = (preds == y_val).mean()
    counts = np.bincount(preds, minlength=5)
    print(f"val_accuracy={acc:.4f} (torch reported {META['val_accuracy']:.3f})")
    print(f"prediction histogram: {counts.tolist()}  label histogram: {np.bincount(y_val, minlength=5).tolist()}")


if __name__ == "__main__":
    main()
