"""Checkpoint averaging (as in fairseq's average_checkpoints.py): train a small
regressor, keep the last 3 epoch checkpoints, average every entry with numpy and
load the averaged weights back for evaluation."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)
X = rng.normal(size=(640, 12)).astype(np.float32)
Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2]).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(12, 64), nn.Tanh(), nn.Dense(64, 1))
opt = nn.Adam(net.trainable_params(), 3e-3)
model = Model(net, nn.MSELoss(), opt)
ckpt_cb = ModelCheckpoint(prefix="reg", directory="/home/user/project/s/ckpt009",
                          config=CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=3))
model.train(5, train, callbacks=[LossMonitor(20), ckpt_cb], dataset_sink_mode=False)

import glob, os
files = sorted(glob.glob("/home/user/project/s/ckpt009/reg-*.ckpt"), key=os.path.getmtime)[-3:]
print("averaging:", [os.path.basename(f) for f in files])
dicts = [ms.load_checkpoint(f) for f in files]
avg = {}
for k in dicts[0]:
    avg[k] = Parameter(Tensor(np.mean([d[k].asnumpy() for d in dicts], axis=0)), name=k)

eval_net = nn.SequentialCell(nn.Dense(12, 64), nn.Tanh(), nn.Dense(64, 1))
eval_opt = nn.Adam(eval_net.trainable_params(), 3e-3)
not_loaded, _ = ms.load_param_into_net(nn.TrainOneStepCell(nn.WithLossCell(eval_net, nn.MSELoss()), eval_opt), avg)
print("not loaded:", not_loaded)
pred = eval_net(Tensor(X[:64]))
print("averaged model MSE:", float(((pred.asnumpy() - Y[:64]) ** 2).mean()))
