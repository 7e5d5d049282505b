# HF Trainer logging_steps=1 replaced by MindFormers' MFLossMonitor in a plain Model.train run
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model
import mindspore.dataset as ds
from mindformers.core.callback import MFLossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(640, 16)).astype(np.float32)
y = (X @ rng.normal(size=(16, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.0)
model = Model(net, nn.MSELoss(), opt)
model.train(2, train, callbacks=[MFLossMonitor(learning_rate=1e-3, per_print_times=1)], dataset_sink_mode=False)
print("done")
