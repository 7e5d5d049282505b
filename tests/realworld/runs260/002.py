"""Fine-tune a classifier head starting from the pretrained backbone checkpoint (converted from the PyTorch run)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)


class MLP(nn.Cell):
    def __init__(self, in_dim=32, hidden=128, num_classes=10):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(hidden, hidden)
        self.head = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.head(self.act(self.fc2(self.act(self.fc1(x)))))


# --- stage 1: "pretraining" run that produced backbone.ckpt (hidden=128) ---
pre = MLP(hidden=128)
ms.save_checkpoint(pre, "backbone.ckpt")
print("saved pretrained checkpoint backbone.ckpt")

# --- stage 2: fine-tuning script (config: hidden_size=256) ---
cfg = {"in_dim": 32, "hidden_size": 256, "num_classes": 10, "lr": 1e-3, "epochs": 2}
net = MLP(cfg["in_dim"], cfg["hidden_size"], cfg["num_classes"])
param_dict = ms.load_checkpoint("backbone.ckpt")
print(f"loaded {len(param_dict)} tensors from backbone.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

rng = np.random.default_rng(0)
x = rng.standard_normal((512, 32)).astype(np.float32)
y = rng.integers(0, 10, 512).astype(np.int32)
dataset = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=cfg["lr"])
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(cfg["epochs"], dataset, callbacks=[ms.LossMonitor(8)])
