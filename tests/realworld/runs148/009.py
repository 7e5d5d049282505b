"""Port a PyTorch MLP checkpoint (state_dict saved as .npz) into an equivalent Flax NNX model."""
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx

# --- what the PyTorch side exported: np.savez("mlp_torch.npz", **{k: v.numpy() for k, v in sd.items()}) ---
rng = np.random.default_rng(0)
torch_sd = {
    "fc1.weight": rng.normal(size=(256, 784)).astype(np.float32), "fc1.bias": np.zeros(256, np.float32),
    "fc2.weight": rng.normal(size=(128, 256)).astype(np.float32), "fc2.bias": np.zeros(128, np.float32),
    "out.weight": rng.normal(size=(10, 128)).astype(np.float32), "out.bias": np.zeros(10, np.float32),
}
np.savez("/home/user/project/mlp_torch.npz", **torch_sd)

class MLP(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(784, 256, rngs=rngs)
        self.fc2 = nnx.Linear(256, 128, rngs=rngs)
        self.out = nnx.Linear(128, 10, rngs=rngs)
    def __call__(self, x):
        return self.out(nnx.relu(self.fc2(nnx.relu(self.fc1(x)))))

model = MLP(nnx.Rngs(0))

sd = dict(np.load("/home/user/project/mlp_torch.npz"))
nested = {}
for k, v in sd.items():
    layer, name = k.split(".")
    nested.setdefault(layer, {})[name] = v.T if name == "weight" else v
print("converted layers:", {k: {n: a.shape for n, a in d.items()} for k, d in nested.items()})

state = nnx.state(model, nnx.Param)
state.replace_by_pure_dict(nested)
nnx.update(model, state)
x = jnp.ones((4, 784))
print("logits:", model(x)[0, :5])
