# torch LambdaLR(optimizer, lr_lambda=lambda epoch: 0.95 ** epoch) ported to the LearningRateScheduler callback
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor, LearningRateScheduler
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)
lr_lambda = lambda epoch: 0.95 ** epoch
model.train(5, train, callbacks=[LossMonitor(8), LearningRateScheduler(lr_lambda)], dataset_sink_mode=False)
