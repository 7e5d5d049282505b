# Checkpoint directory left pointing at the shared read-only dataset mount (here: a read-only sysfs path).
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig
ms.set_device("CPU")
rng = np.random.default_rng(0)
x = rng.normal(size=(256, 10)).astype(np.float32)
y = (x @ rng.normal(size=(10, 1))).astype(np.float32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)
net = nn.Dense(10, 1)
model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
ckpt_cb = ModelCheckpoint(prefix="dense", directory="/sys/kernel/mnt_datasets/ckpt",
                          config=CheckpointConfig(save_checkpoint_steps=8, keep_checkpoint_max=3))
model.train(3, data, callbacks=[LossMonitor(4), ckpt_cb], dataset_sink_mode=False)
print("done")
