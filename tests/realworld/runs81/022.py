# torch Dataset/DataLoader + Trainer-style loop ported to GeneratorDataset + Model.train with LossMonitor.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Model
from mindspore.train import LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

class IrisLike:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 3, n).astype(np.int32)
        centers = np.array([[0, 0, 0, 0], [2, 2, 0, 1], [0, 3, 2, 2]], np.float32)
        self.x = (centers[self.y] + rng.normal(0, 0.6, (n, 4))).astype(np.float32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

train_ds = ds.GeneratorDataset(IrisLike(480, 0), ["features", "label"], shuffle=True).batch(32, drop_remainder=True)
eval_ds = ds.GeneratorDataset(IrisLike(120, 1), ["features", "label"], shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(4, 32), nn.ReLU(), nn.Dense(32, 3))
loss = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
model.train(5, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
