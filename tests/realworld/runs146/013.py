# Healthy: tabular regression with a per-step cosine LR list, sink-mode Model.train, ModelCheckpoint, eval MAE
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, MAE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)
rng = np.random.default_rng(13)
X = rng.normal(size=(1024, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ w + 0.05 * rng.normal(size=(1024, 1))).astype(np.float32)      # (N, 1) like the head
tr = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True).batch(32, drop_remainder=True)
va = ds.NumpySlicesDataset({"x": X[896:], "y": Y[896:]}, shuffle=False).batch(32)
EPOCHS, steps = 5, tr.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 1e-2, EPOCHS * steps, steps, EPOCHS)
net = nn.SequentialCell(nn.Dense(8, 64), nn.GELU(), nn.Dense(64, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=lr), metrics={"mae": MAE()})
ck = ModelCheckpoint("reg", "ckpt013", config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2))
model.train(EPOCHS, tr, callbacks=[LossMonitor(steps), TimeMonitor(), ck], dataset_sink_mode=True)
print("val:", model.eval(va, dataset_sink_mode=False))
