# Convert a PyTorch MLP state_dict (exported to .npz) into a MindSpore checkpoint, then fine-tune.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
os.makedirs("ckpt", exist_ok=True)

IN, HID, OUT = 32, 48, 10

# --- state_dict exported from the torch model: nn.Linear(32,48) -> ReLU -> nn.Linear(48,10)
torch_sd = {
    "fc1.weight": np.random.randn(HID, IN).astype(np.float32) * 0.1,
    "fc1.bias": np.zeros(HID, np.float32),
    "fc2.weight": np.random.randn(OUT, HID).astype(np.float32) * 0.1,
    "fc2.bias": np.zeros(OUT, np.float32),
}
np.savez("ckpt/torch_mlp.npz", **torch_sd)


def convert(npz_path, out_path):
    sd = np.load(npz_path)
    params = []
    for k in sd.files:
        v = sd[k]
        if k.endswith(".weight") and v.ndim == 2:
            v = v.T  # torch Linear is (out, in); dense kernel layout is (in, out)
        params.append({"name": k, "data": Tensor(v)})
    ms.save_checkpoint(params, out_path)
    print(f"converted {len(params)} tensors -> {out_path}")


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN, HID)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(HID, OUT)

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


convert("ckpt/torch_mlp.npz", "ckpt/mlp_ms.ckpt")
net = MLP()
for p in net.get_parameters():
    print(f"  net param {p.name:12s} {tuple(p.shape)}")
param_dict = ms.load_checkpoint("ckpt/mlp_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

x = Tensor(np.random.randn(8, IN).astype(np.float32))
y = Tensor(np.random.randint(0, OUT, 8).astype(np.int32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
for i in range(20):
    print(f"step {i} loss {float(step(x, y).asnumpy()):.4f}")
