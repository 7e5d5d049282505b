"""Keyword-spotting 1D CNN ported from PyTorch: convert the torch state_dict (exported to npz)
to a MindSpore checkpoint and fine-tune with Model.train."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class KWSNet(nn.Cell):
    def __init__(self, n_mels=40, n_classes=10):
        super().__init__()
        self.conv1 = nn.Conv1d(n_mels, 64, 5, pad_mode="pad", padding=2, has_bias=True)
        self.bn1 = nn.BatchNorm1d(64)
        self.conv2 = nn.Conv1d(64, 64, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn2 = nn.BatchNorm1d(64)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.fc = nn.Dense(64, n_classes)
    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.relu(self.bn2(self.conv2(x)))
        return self.fc(self.pool(x).squeeze(-1))

TORCH_EXPORT = "kws_torch_state_dict.npz"
if not os.path.exists(TORCH_EXPORT):
    # what torch.save(model.state_dict()) contains, dumped to numpy on the PyTorch side
    r = np.random.default_rng(0)
    sd = {"conv1.weight": r.normal(0, 0.05, (64, 40, 5)), "conv1.bias": np.zeros(64),
          "bn1.weight": np.ones(64), "bn1.bias": np.zeros(64), "bn1.running_mean": np.zeros(64), "bn1.running_var": np.ones(64),
          "conv2.weight": r.normal(0, 0.05, (64, 64, 3)), "conv2.bias": np.zeros(64),
          "bn2.weight": np.ones(64), "bn2.bias": np.zeros(64), "bn2.running_mean": np.zeros(64), "bn2.running_var": np.ones(64),
          "fc.weight": r.normal(0, 0.05, (10, 64)), "fc.bias": np.zeros(10)}
    np.savez(TORCH_EXPORT, **{k: v.astype(np.float32) for k, v in sd.items()})

BN_MAP = {"weight": "gamma", "bias": "beta", "running_mean": "moving_mean", "running_var": "moving_variance"}

def torch_to_ms(sd):
    out = []
    for k, v in sd.items():
        mod, leaf = k.rsplit(".", 1)
        if mod.startswith("bn"):
            leaf = BN_MAP[leaf]
        out.append({"name": f"{mod}.{leaf}", "data": ms.Tensor(v)})
        print(f"  {k:22s} -> {mod}.{leaf:16s} {tuple(v.shape)}")
    return out

print("converting torch weights:")
ms.save_checkpoint(torch_to_ms(dict(np.load(TORCH_EXPORT))), "kws_ms.ckpt")

net = KWSNet()
ms.load_param_into_net(net, ms.load_checkpoint("kws_ms.ckpt"), strict_load=True)

def gen():
    r = np.random.default_rng(1)
    for _ in range(512):
        y = r.integers(0, 10)
        x = r.normal(0, 1, (40, 98)).astype(np.float32)
        x[y * 4:(y + 1) * 4] += 1.5
        yield x, np.int32(y)

data = ds.GeneratorDataset(gen, ["mel", "label"]).batch(32, drop_remainder=True)
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
