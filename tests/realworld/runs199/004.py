"""Graph-mode regression (California-housing-like synthetic data) with Model.fit, checkpoints and validation."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, MAE, MSE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(42)

rng = np.random.default_rng(42)
X = rng.normal(size=(4096, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ w + 0.1 * rng.normal(size=(4096, 1))).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:3584], Y[:3584], X[3584:], Y[3584:]

train = ds.NumpySlicesDataset((Xtr, Ytr), column_names=["x", "y"], shuffle=True).batch(64, drop_remainder=True)
valid = ds.NumpySlicesDataset((Xva, Yva), column_names=["x", "y"], shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(8, 32), nn.GELU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, nn.MSELoss(), opt, metrics={"mae": MAE(), "mse": MSE()})

ckpt_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_004")
ckpt = ModelCheckpoint(prefix="reg", directory=ckpt_dir, config=CheckpointConfig(save_checkpoint_steps=56, keep_checkpoint_max=2))
model.fit(5, train, valid, callbacks=[LossMonitor(28), TimeMonitor(), ckpt], dataset_sink_mode=True)
print("final validation:", model.eval(valid))
