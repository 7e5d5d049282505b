# Baseline: 3-class MLP on synthetic tabular data, GRAPH mode, Model.train with LossMonitor + accuracy eval
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)
rng = np.random.default_rng(42)
centers = rng.normal(scale=3.0, size=(3, 12)).astype(np.float32)
y_all = rng.integers(0, 3, size=1500).astype(np.int32)
x_all = (centers[y_all] + rng.normal(size=(1500, 12))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x_all[:1200], "y": y_all[:1200]}, shuffle=True).batch(50, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x_all[1200:], "y": y_all[1200:]}, shuffle=False).batch(50)

net = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 3))
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt, metrics={"acc": Accuracy()})
model.train(3, train, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
res = model.eval(val, dataset_sink_mode=False)
print(f"validation: {res}")
ms.save_checkpoint(net, "/home/user/project/mlp_3cls.ckpt")
print("saved /home/user/project/mlp_3cls.ckpt")
