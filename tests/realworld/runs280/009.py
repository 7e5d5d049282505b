# torch TensorDataset(images, labels) + DataLoader(shuffle=True) ported to mindspore.dataset; LeNet-style CNN, graph mode
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(3)

rng = np.random.default_rng(3)
N, C = 3000, 4
templates = rng.normal(0, 1, (C, 1, 28, 28)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
images = (templates[labels] * 0.8 + rng.normal(0, 1, (N, 1, 28, 28))).astype(np.float32)

train_images, train_labels = images[:2500], labels[:2500]
val_images, val_labels = images[2500:], labels[2500:]


def build_loader(x, y, batch_size, shuffle):
    x_ds = ds.NumpySlicesDataset(x, column_names=["image"], shuffle=shuffle)
    y_ds = ds.NumpySlicesDataset(y, column_names=["label"], shuffle=shuffle)
    return ds.zip((x_ds, y_ds)).batch(batch_size, drop_remainder=shuffle)


class LeNet(nn.Cell):
    def __init__(self, num_classes=C):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, num_classes))

    def construct(self, x):
        return self.classifier(self.features(x))


class EvalEachEpoch(Callback):
    def __init__(self, model, val_ds):
        self.model, self.val_ds = model, val_ds

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.val_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: train loss {cb.net_outputs.asnumpy():.4f} val acc {res['acc']:.4f}", flush=True)


train_loader = build_loader(train_images, train_labels, 50, shuffle=True)
val_loader = build_loader(val_images, val_labels, 100, shuffle=False)
net = LeNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"acc"})
model.train(6, train_loader, callbacks=[LossMonitor(25), EvalEachEpoch(model, val_loader)], dataset_sink_mode=False)
