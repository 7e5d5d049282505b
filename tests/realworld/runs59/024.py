# healthy: Model.train with ModelCheckpoint (network + optimizer state + global_step), resume into net and optimizer
import glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig
ms.set_seed(0); np.random.seed(0)
X = np.random.randn(640, 10).astype(np.float32)
y = (X @ np.linspace(-1, 1, 10).astype(np.float32))[:, None]
def data():
    return ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)
def build():
    net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
    lr = nn.exponential_decay_lr(0.01, 0.9, total_step=80, step_per_epoch=20, decay_epoch=1)
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    return net, opt
net, opt = build()
model = Model(net, nn.MSELoss(), opt)
cb = ModelCheckpoint("reg", "ckpt_024", config=CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=2))
model.train(2, data(), callbacks=[LossMonitor(10), cb])
last = sorted(glob.glob("ckpt_024/reg-2_20.ckpt"))[-1]
state = ms.load_checkpoint(last)
print("resume from", last, "global_step", int(state["global_step"].asnumpy()))
net2, opt2 = build()
pnl, _ = ms.load_param_into_net(net2, state, strict_load=True)
onl, _ = ms.load_param_into_net(opt2, state, strict_load=True)
print("net not loaded", pnl, "optimizer not loaded", onl)
Model(net2, nn.MSELoss(), opt2).train(4, data(), callbacks=[LossMonitor(10)], initial_epoch=2)
