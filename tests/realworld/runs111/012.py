# Binary click-through model (embedding-free tabular MLP) ported from PyTorch:
# nn.Linear(…, 1) head + BCEWithLogitsLoss, trained with Model.train and LossMonitor.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class CTRNet(nn.Cell):
    def __init__(self, d_in):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(d_in, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.2),
                                     nn.Dense(64, 32), nn.ReLU())
        self.out = nn.Dense(32, 1)

    def construct(self, x):
        return self.out(self.mlp(x))

rng = np.random.default_rng(4)
X = rng.normal(size=(5000, 40)).astype(np.float32)
logit = X[:, :5] @ rng.normal(size=5) - 1.0
clicked = (rng.uniform(size=5000) < 1 / (1 + np.exp(-logit))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"features": X, "clicked": clicked}, shuffle=True).batch(256, drop_remainder=True)

net = CTRNet(40)
loss_fn = nn.BCEWithLogitsLoss(reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt)
model.train(3, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
