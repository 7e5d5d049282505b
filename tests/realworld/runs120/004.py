# Housing-price regression ported from PyTorch; lr kept from the original notebook (which used normalised features)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(0)
N = 1024
area = rng.uniform(30, 250, size=(N, 1))          # m^2
rooms = rng.integers(1, 7, size=(N, 1))
year = rng.uniform(1950, 2023, size=(N, 1))
X = np.hstack([area, rooms, year]).astype(np.float32)   # NOTE: not normalised
price = (3000 * area + 20000 * rooms + 500 * (year - 1950) + rng.normal(0, 1e4, size=(N, 1))).astype(np.float32)

train = ds.NumpySlicesDataset({"x": X, "y": price}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(3, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = ms.Model(net, loss, opt)
model.train(5, train, callbacks=[ms.LossMonitor(4)])
print("training finished")
