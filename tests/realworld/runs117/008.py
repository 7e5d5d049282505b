"""Port a PyTorch 2-layer MLP classifier to MindSpore: the torch state_dict was exported
with numpy (np.savez) on the training box; here we copy the arrays into the MindSpore
network parameter by parameter and evaluate."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

IN, HID, OUT = 40, 96, 5
CKPT = "/home/user/project/s/mlp_torch_state_dict.npz"


def export_torch_like_state_dict(path):
    # stand-in for the exported file: torch Linear stores weight as (out_features, in_features)
    rng = np.random.default_rng(0)
    np.savez(path, **{
        "fc1.weight": rng.normal(0, 0.1, (HID, IN)).astype(np.float32),
        "fc1.bias": np.zeros(HID, np.float32),
        "fc2.weight": rng.normal(0, 0.1, (OUT, HID)).astype(np.float32),
        "fc2.bias": np.zeros(OUT, np.float32),
    })


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(HID, OUT)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


if not os.path.exists(CKPT):
    export_torch_like_state_dict(CKPT)
state = dict(np.load(CKPT))
net = MLP()
params = dict(net.parameters_and_names())
for name, arr in state.items():
    # torch Linear computes x @ W.T, MindSpore Dense computes x @ W -> transpose 2-D weights
    if arr.ndim == 2:
        arr = arr.T
    print(f"copy {name:12s} {tuple(arr.shape)} -> {name}")
    params[name].set_data(Tensor(arr))

x = Tensor(np.random.default_rng(1).normal(size=(8, IN)).astype(np.float32))
print("logits:", net(x).shape)
