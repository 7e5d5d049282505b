# Model.train with LossMonitor, learning rate far too high -> loss NaN
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor
ms.set_device("CPU")
ms.set_seed(1)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        x = rng.normal(size=(16,)).astype(np.float32) * 100
        yield x, (x.sum(keepdims=True) * 10).astype(np.float32)

data = ds.GeneratorDataset(gen, ["x", "y"], shuffle=False).batch(8)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=10.0)
model = Model(net, nn.MSELoss(), opt)
model.train(3, data, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
