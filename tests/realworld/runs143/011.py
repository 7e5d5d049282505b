"""Offline evaluation of a ticket router: weights exported from the DDP (torch-style) training job."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_seed(9)
rng = np.random.default_rng(9)
F, C = 32, 4
centers = rng.normal(scale=2.0, size=(C, F)).astype(np.float32)
def sample(n):
    y = rng.integers(0, C, size=n).astype(np.int32)
    return (centers[y] + rng.normal(size=(n, F))).astype(np.float32), y

def build():
    return nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, C))

# ---- stage 1: training job (wrapped like DistributedDataParallel, exports 'module.*' names) ----
class DDPWrapper(nn.Cell):
    def __init__(self, module):
        super().__init__()
        self.module = module
    def construct(self, x):
        return self.module(x)

Xtr, ytr = sample(2000)
train_net = DDPWrapper(build())
train_ds = ds.NumpySlicesDataset((Xtr, ytr), column_names=["x", "y"], shuffle=True).batch(64)
model = ms.train.Model(train_net, nn.CrossEntropyLoss(), nn.Adam(train_net.trainable_params(), 1e-2), metrics={"acc"})
model.train(3, train_ds, callbacks=[ms.train.LossMonitor(16)], dataset_sink_mode=False)
print("train acc:", model.eval(train_ds, dataset_sink_mode=False))
ms.save_checkpoint(train_net, "/home/user/project/router_ddp.ckpt")

# ---- stage 2: evaluation service loads the exported weights into the plain model ----
Xte, yte = sample(600)
net = build()
params = ms.load_checkpoint("/home/user/project/router_ddp.ckpt")
ms.load_param_into_net(net, params)
net.set_train(False)
pred = net(Tensor(Xte)).argmax(axis=1).asnumpy()
print(f"test accuracy: {(pred == yte).mean():.4f} on {len(yte)} tickets")
for c in range(C):
    print(f"  class {c}: predicted {int((pred == c).sum())} / true {int((yte == c).sum())}")
