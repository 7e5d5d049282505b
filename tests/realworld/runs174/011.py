"""Shape classifier (circles / squares / triangles) on generated 24x24 images:
GeneratorDataset -> vision transforms -> batch, Model.train in GRAPH_MODE with
ModelCheckpoint, then reload the last checkpoint into a fresh network and evaluate."""
import os
import glob
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(9)
CKPT_DIR = "/home/user/project/ckpt_011"


class Shapes:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.labels = r.integers(0, 3, n)
        self.images = np.zeros((n, 24, 24, 1), np.uint8)
        yy, xx = np.mgrid[:24, :24]
        for i, lab in enumerate(self.labels):
            cx, cy, s = r.integers(8, 16), r.integers(8, 16), r.integers(4, 7)
            if lab == 0:
                m = (xx - cx) ** 2 + (yy - cy) ** 2 <= s * s
            elif lab == 1:
                m = (abs(xx - cx) <= s) & (abs(yy - cy) <= s)
            else:
                m = (yy - cy + s >= 0) & (yy - cy <= s) & (abs(xx - cx) <= (yy - cy + s) / 2)
            img = r.integers(0, 60, (24, 24))
            img[m] = r.integers(180, 255)
            self.images[i, :, :, 0] = img

    def __getitem__(self, i):
        return self.images[i], np.int32(self.labels[i])

    def __len__(self):
        return len(self.labels)


def build(n, seed, train):
    d = ds.GeneratorDataset(Shapes(n, seed), ["image", "label"], shuffle=train)
    ops_ = [vision.RandomHorizontalFlip(0.5)] if train else []
    ops_ += [vision.Rescale(1.0 / 255, 0.0), vision.Normalize([0.3], [0.3]), vision.HWC2CHW()]
    d = d.map(ops_, input_columns="image")
    d = d.map(transforms.TypeCast(ms.int32), input_columns="label")
    return d.batch(32, drop_remainder=train)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Flatten(), nn.Dense(32 * 6 * 6, 3))

    def construct(self, x):
        return self.body(x)


train_ds, val_ds = build(1200, 0, True), build(300, 1, False)
net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
ckpt_cb = ModelCheckpoint(prefix="shapes", directory=CKPT_DIR,
                          config=CheckpointConfig(save_checkpoint_steps=37, keep_checkpoint_max=2))
model.train(3, train_ds, callbacks=[LossMonitor(12), ckpt_cb], dataset_sink_mode=False)
print("eval (in-memory):", model.eval(val_ds, dataset_sink_mode=False))

last = sorted(glob.glob(os.path.join(CKPT_DIR, "shapes*.ckpt")), key=os.path.getmtime)[-1]
print("reloading", os.path.basename(last))
fresh = Net()
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint(last))
print("params not loaded:", not_loaded)
print("eval (reloaded):", Model(fresh, loss, metrics={"accuracy": Accuracy()}).eval(val_ds, dataset_sink_mode=False))
