# Small CNN on synthetic 1x12x12 images, trained with mindspore.train.Model (port of a PyTorch Lightning module).
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)

C, HW = 5, 12
protos = rng.normal(size=(C, 1, HW, HW)).astype(np.float32)


class Source:
    def __init__(self, n):
        self.y = rng.integers(0, C, n).astype(np.int32)
        self.x = (protos[self.y] + 0.9 * rng.normal(size=(n, 1, HW, HW))).astype(np.float32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


train_ds = ds.GeneratorDataset(Source(1500), ["image", "label"], shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.GeneratorDataset(Source(300), ["image", "label"], shuffle=False).batch(100)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(16 * 3 * 3, C))

    def construct(self, x):
        return self.body(x)


net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=1e-4)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
ckpt_dir = "ckpt_011"
os.makedirs(ckpt_dir, exist_ok=True)
ckpt_cb = ModelCheckpoint(prefix="cnn", directory=ckpt_dir,
                          config=CheckpointConfig(save_checkpoint_steps=30, keep_checkpoint_max=2))
model.train(4, train_ds, callbacks=[LossMonitor(10), ckpt_cb], dataset_sink_mode=False)
print("eval after training:", model.eval(val_ds, dataset_sink_mode=False))

net2 = Net()
not_loaded, _ = ms.load_param_into_net(net2, ms.load_checkpoint(ckpt_cb.latest_ckpt_file_name))
print("reloaded", os.path.basename(ckpt_cb.latest_ckpt_file_name), "missing params:", not_loaded)
print("eval reloaded:", Model(net2, loss_fn, metrics={"acc": Accuracy()}).eval(val_ds, dataset_sink_mode=False))
