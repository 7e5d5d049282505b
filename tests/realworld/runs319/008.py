# Evaluate a PyTorch-trained tabular classifier (Linear-BatchNorm1d-ReLU-Linear) after conversion to MindSpore
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
NUM_CLASSES, DIM, HID = 6, 20, 64
TORCH_NPZ = "torch_tabular_state_dict.npz"

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(7).normal(8.0, 1.0, (NUM_CLASSES, DIM))
    y = rng.integers(0, NUM_CLASSES, n)
    return (centers[y] + rng.normal(0, 1.0, (n, DIM))).astype(np.float32), y.astype(np.int32)

if not os.path.exists(TORCH_NPZ):
    # stands in for: np.savez(path, **{k: v.cpu().numpy() for k, v in torch_model.state_dict().items()})
    x, y = make_data(4096, 0)
    rng = np.random.default_rng(1)
    w1 = rng.normal(0, 1 / np.sqrt(DIM), (HID, DIM)); b1 = np.zeros(HID)
    h = x @ w1.T + b1
    mean, var = h.mean(0), h.var(0)
    hn = np.maximum((h - mean) / np.sqrt(var + 1e-5), 0)
    a = np.hstack([hn, np.ones((len(hn), 1))])
    sol = np.linalg.lstsq(a, np.eye(NUM_CLASSES)[y] * 4 - 2, rcond=None)[0]
    np.savez(TORCH_NPZ, **{
        "fc1.weight": w1, "fc1.bias": b1,
        "bn.weight": np.ones(HID), "bn.bias": np.zeros(HID),
        "bn.running_mean": mean, "bn.running_var": var, "bn.num_batches_tracked": np.array(1000),
        "head.weight": sol[:-1].T, "head.bias": sol[-1],
    })

class TabularNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(DIM, HID)
        self.bn = nn.BatchNorm1d(HID)
        self.relu = nn.ReLU()
        self.head = nn.Dense(HID, NUM_CLASSES)
    def construct(self, x):
        return self.head(self.relu(self.bn(self.fc1(x))))

def torch_to_mindspore(npz_path):
    sd = np.load(npz_path)
    out = {}
    for k in sd.files:
        if k.endswith("num_batches_tracked"):
            continue
        out[k] = ms.Parameter(ms.Tensor(sd[k].astype(np.float32)), name=k)
    print(f"converted {len(out)} tensors from {npz_path}")
    return out

net = TabularNet()
param_dict = torch_to_mindspore(TORCH_NPZ)
ms.load_param_into_net(net, param_dict)
net.set_train(False)

x_test, y_test = make_data(1024, 2)
loss_fn = nn.CrossEntropyLoss()
logits = net(ms.Tensor(x_test))
acc = (logits.argmax(axis=1).asnumpy() == y_test).mean()
print(f"eval samples {len(y_test)} loss {loss_fn(logits, ms.Tensor(y_test)).asnumpy():.4f} accuracy {acc:.4f}")
