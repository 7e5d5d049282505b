# torch DataLoader(drop_last=False) ported as batch(...) without drop_remainder; Model.train in sink mode for speed
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
N = 1000                      # 1000 rows, batch 64 -> 15 full batches + one of 40
X = rng.normal(size=(N, 24)).astype(np.float32)
y = (X[:, :4] @ np.array([1., -2., .5, 1.5], np.float32)).astype(np.float32)[:, None]
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64)
print("steps per epoch:", train.get_dataset_size())

net = nn.SequentialCell(nn.Dense(24, 64), nn.Tanh(), nn.Dense(64, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 3e-3))
model.train(3, train, callbacks=[LossMonitor(4)], dataset_sink_mode=True, sink_size=-1)
print("finished")
