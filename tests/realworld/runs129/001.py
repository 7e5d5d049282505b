"""Train a small MLP classifier on synthetic 'sensor' features with Model.train + callbacks."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, size=(4, 16)).astype(np.float32)
    y = rng.integers(0, 4, size=n).astype(np.int32)
    x = centers[y] + rng.normal(0, 1.0, size=(n, 16)).astype(np.float32)
    return x, y

class SensorNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU())
        self.head = nn.Dense(32, 4)
    def construct(self, x):
        return self.head(self.body(x))

x, y = make_data(640, 0)
xv, yv = make_data(160, 0)
train_ds = ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"data": xv, "label": yv}, shuffle=False).batch(32)

net = SensorNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})

steps = train_ds.get_dataset_size()
ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2)
ckpt_cb = ModelCheckpoint(prefix="sensor", directory="./ckpt_001", config=ckpt_cfg)
model.train(4, train_ds, callbacks=[LossMonitor(per_print_times=10), TimeMonitor(steps), ckpt_cb], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print("Eval result:", res)
print("checkpoints:", sorted(os.listdir("./ckpt_001")))
