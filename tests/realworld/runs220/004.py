# House-price style regression, ported from a PyTorch notebook (SGD, lr from the notebook).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)
rng = np.random.default_rng(42)
n = 4000
area = rng.uniform(30, 250, n); rooms = rng.integers(1, 7, n); age = rng.uniform(0, 80, n)
x = np.stack([area, rooms, age, area / rooms], 1).astype(np.float32)
y = (3.1 * area + 12 * rooms - 0.8 * age + rng.normal(0, 10, n)).astype(np.float32)[:, None]

train = ds.NumpySlicesDataset({"features": x, "price": y}, shuffle=True).batch(64, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
model.train(4, train, callbacks=[ms.LossMonitor(10), ms.TimeMonitor()], dataset_sink_mode=False)
