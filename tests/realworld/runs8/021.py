# AMP settings ported from a torch.cuda.amp recipe: static loss scale 1024 via FixedLossScaleManager with
# drop_overflow_update=False, but the optimizer is built without loss_scale=1024 (MindSpore then does not unscale the
# gradients), so every update is 1024x too large. Model.train with LossMonitor.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, amp
from mindspore.train import Model, LossMonitor
ms.set_device("CPU")
ms.set_seed(3)
rng = np.random.default_rng(3)
centers = rng.normal(scale=3.0, size=(10, 20)).astype(np.float32)
y = rng.integers(0, 10, 2000).astype(np.int32)
x = (centers[y] + rng.normal(size=(2000, 20))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(100, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 10))
scale_manager = amp.FixedLossScaleManager(1024.0, drop_overflow_update=False)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, nn.CrossEntropyLoss(), opt, loss_scale_manager=scale_manager)
model.train(5, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
