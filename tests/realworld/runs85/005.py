# torch model.half() port for a house-price regressor: Model(amp_level="O3"), targets in dollars as in the csv
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 12)).astype(np.float32)
price = (180000 + 40000 * X[:, 0] + 25000 * X[:, 1] - 15000 * X[:, 2] + 5000 * rng.normal(size=2000)).astype(np.float32)
print("target mean %.1f std %.1f" % (price.mean(), price.std()))
train = ds.NumpySlicesDataset({"x": X, "y": price[:, None]}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-1)
model = Model(net, nn.MSELoss(), opt, amp_level="O3")
model.train(3, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
