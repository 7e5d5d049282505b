# Classifier trained with mindspore.train.Model + GeneratorDataset, GRAPH_MODE
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)
np.random.seed(2)

class Data:
    def __init__(self, n=640):
        self.x = np.random.randn(n, 20).astype(np.float32)
        self.y = self.x[:, :4].argmax(axis=1).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

train_ds = ds.GeneratorDataset(Data(), column_names=["data", "label"], shuffle=True).batch(32, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
model.train(3, train_ds, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print(model.eval(train_ds, dataset_sink_mode=False))
