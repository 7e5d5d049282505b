"""Evaluate a PyTorch-trained MLP (weights exported to .npz) after porting the model to Flax linen."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util

# ---- exported from torch: np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()})
r = np.random.default_rng(0)
torch_sd = {
    "fc1.weight": (r.normal(size=(128, 20)) / np.sqrt(20)).astype(np.float32), "fc1.bias": np.zeros(128, np.float32),
    "fc2.weight": (r.normal(size=(64, 128)) / np.sqrt(128)).astype(np.float32), "fc2.bias": np.zeros(64, np.float32),
    "head.weight": (r.normal(size=(3, 64)) / 8).astype(np.float32), "head.bias": np.zeros(3, np.float32),
}
np.savez("/home/user/project/008_torch_mlp.npz", **torch_sd)

def torch_forward(sd, x):  # reference labels: what the torch model predicts on the eval set
    h = np.maximum(x @ sd["fc1.weight"].T + sd["fc1.bias"], 0)
    h = np.maximum(h @ sd["fc2.weight"].T + sd["fc2.bias"], 0)
    return h @ sd["head.weight"].T + sd["head.bias"]

x_eval = r.normal(size=(2000, 20)).astype(np.float32)
y_eval = torch_forward(torch_sd, x_eval).argmax(-1)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(3)(x)

def torch_to_flax(sd):
    flat = {}
    for k, v in sd.items():
        mod, name = k.rsplit(".", 1)
        flat[(mod, "kernel" if name == "weight" else "bias")] = jnp.asarray(v.T if name == "weight" else v)
    return traverse_util.unflatten_dict(flat)

model = MLP()
params = model.init(jax.random.key(0), jnp.ones((1, 20)))["params"]
pretrained = torch_to_flax(dict(np.load("/home/user/project/008_torch_mlp.npz")))
n_loaded = len(jax.tree.leaves(pretrained))
params = {**params, **pretrained}          # overwrite the initialised weights with the pretrained ones
print(f"loaded {n_loaded} tensors from /home/user/project/008_torch_mlp.npz")

@jax.jit
def predict(params, x):
    return model.apply({"params": params}, x).argmax(-1)

correct = 0
for i in range(0, len(x_eval), 500):
    pred = np.asarray(predict(params, x_eval[i:i+500]))
    correct += int((pred == y_eval[i:i+500]).sum())
    print(f"eval batch {i//500}: running acc {correct/(i+500):.4f}")
print(f"eval accuracy (flax port) = {correct/len(x_eval):.4f}   torch reference = 1.0000")
