# torch "infinite loader" helper (itertools.cycle over the DataLoader) ported as dataset.repeat() before Model.train
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype(np.float32)
y = (X @ rng.normal(size=(8, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True).repeat()
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, train, callbacks=[LossMonitor(50)], dataset_sink_mode=False)
print("training finished")
