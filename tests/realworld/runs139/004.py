"""Load a PyTorch text classifier checkpoint (converted to .npz) into a flax.nnx port and evaluate it.

torch:
    class BagClassifier(nn.Module):
        def __init__(self):
            self.embedding = nn.EmbeddingBag(5000, 64, mode="mean")
            self.fc1 = nn.Linear(64, 128)
            self.fc2 = nn.Linear(128, 4)
"""
import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx

VOCAB, EMB, HID, NCLS = 5000, 64, 128, 4

# stand-in for `np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()})`
r = np.random.default_rng(0)
np.savez("/home/user/project/004_bag_classifier.npz",
         **{"embedding.weight": r.normal(0, 1, (VOCAB, EMB)).astype(np.float32),
            "fc1.weight": r.normal(0, 0.1, (HID, EMB)).astype(np.float32),
            "fc1.bias": np.zeros(HID, np.float32),
            "fc2.weight": r.normal(0, 0.1, (NCLS, HID)).astype(np.float32),
            "fc2.bias": np.zeros(NCLS, np.float32)})


class BagClassifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.embedding = nnx.Embed(VOCAB, EMB, rngs=rngs)
        self.fc1 = nnx.Linear(EMB, HID, rngs=rngs)
        self.fc2 = nnx.Linear(HID, NCLS, rngs=rngs)

    def __call__(self, ids, mask):
        e = self.embedding(ids)
        m = mask[..., None].astype(e.dtype)
        pooled = (e * m).sum(1) / jnp.maximum(m.sum(1), 1.0)
        return self.fc2(nnx.relu(self.fc1(pooled)))


# torch name -> (nnx attribute path)
NAME_MAP = {
    "embedding.weight": ("embedding", "embedding"),
    "fc1.weight": ("fc1", "kernel"), "fc1.bias": ("fc1", "bias"),
    "fc2.weight": ("fc2", "kernel"), "fc2.bias": ("fc2", "bias"),
}


def load_torch_npz(model, path):
    sd = np.load(path)
    for tname, (mod, attr) in NAME_MAP.items():
        var = getattr(getattr(model, mod), attr)
        var.value = jnp.asarray(sd[tname])
        print(f"  {tname:18s} -> {mod}.{attr:9s} {tuple(sd[tname].shape)}")
    return model


def main():
    print(f"jax {jax.__version__}, backend {jax.default_backend()}")
    model = BagClassifier(nnx.Rngs(0))
    print("loading torch weights:")
    load_torch_npz(model, "/home/user/project/004_bag_classifier.npz")

    rng = np.random.default_rng(1)
    ids = rng.integers(1, VOCAB, (256, 40)).astype(np.int32)
    lens = rng.integers(5, 40, 256)
    mask = np.arange(40)[None, :] < lens[:, None]
    labels = rng.integers(0, NCLS, 256)

    @nnx.jit
    def predict(model, ids, mask):
        return model(ids, mask).argmax(-1)

    correct = 0
    for i in range(0, 256, 64):
        preds = predict(model, ids[i:i + 64], mask[i:i + 64])
        correct += int((np.asarray(preds) == labels[i:i + 64]).sum())
        print(f"batch {i // 64}: running acc {correct / (i + 64):.3f}")
    print(f"eval accuracy: {correct / 256:.4f}")


if __name__ == "__main__":
    main()
