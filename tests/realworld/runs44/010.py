# Training loop ported from PyTorch: torch.optim.SGD(model.parameters(), lr=0.05) -> nn.Momentum
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.standard_normal((400, 20)).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
cfg = {"lr": 0.05, "weight_decay": 1e-4, "epochs": 5}
optimizer = nn.Momentum(net.trainable_params(), learning_rate=cfg["lr"], weight_decay=cfg["weight_decay"])
model = ms.Model(net, nn.CrossEntropyLoss(), optimizer, metrics={"acc"})
model.train(cfg["epochs"], train, callbacks=[ms.LossMonitor(5)])
