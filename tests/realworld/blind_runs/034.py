# healthy: small Model.train with LossMonitor, loss decreasing
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor
ms.set_device("CPU")
ms.set_seed(1)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        x = rng.normal(size=(16,)).astype(np.float32)
        yield x, x.sum(keepdims=True).astype(np.float32)

data = ds.GeneratorDataset(gen, ["x", "y"], shuffle=False).batch(8)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(3, data, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
print("training finished")
