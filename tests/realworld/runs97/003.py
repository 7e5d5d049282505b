"""Tabular MLP classifier trained with Model.train and LossMonitor."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_seed(42)
np.random.seed(42)

def make_data(n):
    x = np.random.randn(n, 20).astype(np.float32)
    w = np.random.RandomState(0).randn(20, 3).astype(np.float32)
    y = np.argmax(x @ w, axis=1).astype(np.int32)
    return x, y

class Gen:
    def __init__(self, n):
        self.x, self.y = make_data(n)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

train_ds = ds.GeneratorDataset(Gen(1024), ["features", "label"], shuffle=True).batch(64, drop_remainder=True)
eval_ds = ds.GeneratorDataset(Gen(256), ["features", "label"], shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})

model.train(4, train_ds, callbacks=[LossMonitor(per_print_times=4), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
