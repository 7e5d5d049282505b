# healthy: GRAPH_MODE LSTM sequence classifier trained with Model.train; loss falls, accuracy printed.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, train, ops
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 12, 6)).astype(np.float32)
y = (x[:, :, 0].mean(1) > 0).astype(np.int32)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 32, batch_first=True)
        self.fc = nn.Dense(32, 2)
    def construct(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])
net = Net()
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
model = train.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                    nn.Adam(net.trainable_params(), 0.01), metrics={"acc"})
model.train(4, data, callbacks=[train.LossMonitor(8), train.TimeMonitor()], dataset_sink_mode=False)
print(model.eval(data, dataset_sink_mode=False))
