"""Load a PyTorch-trained text-classifier head (saved as a numpy state_dict) into the Flax NNX port."""
import os
import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx

CKPT = "/home/user/project/clf_head_state_dict.npz"


def export_torch_like_checkpoint(path):
    # what `{k: v.numpy() for k, v in model.state_dict().items()}` gave us from the PyTorch model:
    # nn.Linear stores weight as (out_features, in_features)
    rng = np.random.default_rng(0)
    sd = {
        "pre_classifier.weight": rng.normal(0, 0.02, (256, 768)).astype(np.float32),
        "pre_classifier.bias": np.zeros(256, np.float32),
        "classifier.weight": rng.normal(0, 0.02, (4, 256)).astype(np.float32),
        "classifier.bias": np.zeros(4, np.float32),
    }
    np.savez(path, **sd)


class ClassifierHead(nnx.Module):
    def __init__(self, hidden=768, inner=256, num_labels=4, *, rngs):
        self.pre_classifier = nnx.Linear(hidden, inner, rngs=rngs)
        self.classifier = nnx.Linear(inner, num_labels, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)

    def __call__(self, pooled):
        h = nnx.relu(self.pre_classifier(pooled))
        h = self.dropout(h)
        return self.classifier(h)


def load_from_torch(model, path):
    sd = np.load(path)
    state = nnx.state(model, nnx.Param)
    for name, arr in sd.items():
        mod, kind = name.split(".")
        target = "kernel" if kind == "weight" else "bias"
        state[mod][target].value = jnp.asarray(arr)
        print(f"loaded {name:28s} -> {mod}.{target} {tuple(arr.shape)}")
    nnx.update(model, state)


def main():
    os.makedirs(os.path.dirname(CKPT), exist_ok=True)
    export_torch_like_checkpoint(CKPT)
    model = ClassifierHead(rngs=nnx.Rngs(0))
    load_from_torch(model, CKPT)
    model.eval()
    pooled = jax.random.normal(jax.random.key(1), (8, 768))
    logits = model(pooled)
    print("logits", logits.shape)
    print("pred", logits.argmax(-1))


if __name__ == "__main__":
    main()
