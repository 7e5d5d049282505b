"""Serving code: load the PyTorch-trained MLP (state_dict exported with numpy) into the Flax NNX port and
run batch inference."""
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx

CKPT = "/home/user/project/mlp_state_dict.npz"
DATA = "/home/user/project/eval_data.npz"

class Net(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(20, 48, rngs=rngs)
        self.fc2 = nnx.Linear(48, 4, rngs=rngs)
    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))

TORCH_TO_NNX = {"weight": "kernel", "bias": "bias"}

def torch_state_dict_to_nnx(sd):
    tree = {}
    for name, value in sd.items():
        layer, kind = name.rsplit(".", 1)
        tree.setdefault(layer, {})[TORCH_TO_NNX[kind]] = jnp.asarray(value)
    return tree

model = Net(nnx.Rngs(0))
sd = dict(np.load(CKPT))
for k, v in sd.items():
    print(f"  {k:12s} {tuple(v.shape)}")
nnx.update(model, torch_state_dict_to_nnx(sd))
print("checkpoint loaded")

data = np.load(DATA)

@nnx.jit
def predict(model, x):
    return jax.nn.softmax(model(x), -1)

preds = []
for i in range(0, len(data["x"]), 128):
    preds.append(np.asarray(predict(model, data["x"][i:i+128])))
preds = np.concatenate(preds)
print("accuracy:", float((preds.argmax(-1) == data["y"]).mean()))
