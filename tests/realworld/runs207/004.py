"""House-price regression (ported from a Keras notebook): raw prices as targets, SGD with momentum, Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(42)
n = 2000
area = rng.uniform(40, 250, n)            # m^2
rooms = rng.integers(1, 7, n)
age = rng.uniform(0, 80, n)
dist = rng.uniform(0.5, 30, n)            # km to centre
X = np.stack([area, rooms, age, dist], 1).astype(np.float32)
price = (3200 * area + 15000 * rooms - 900 * age - 4000 * dist + 50000 + rng.normal(0, 20000, n))
Y = price.reshape(-1, 1).astype(np.float32)

train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, nn.MSELoss(), opt)
print(f"train samples: {n}, steps/epoch: {train.get_dataset_size()}")
model.train(5, train, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
pred = model.predict(ms.Tensor(X[:5])).asnumpy().ravel()
print("sample predictions:", pred, "targets:", Y[:5].ravel())
