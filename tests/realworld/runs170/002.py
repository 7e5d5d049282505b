"""Small CNN on synthetic stripe images: GRAPH_MODE Model.train with LossMonitor,
TimeMonitor, ModelCheckpoint and a per-epoch validation callback."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, Callback, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)


def make_split(n):
    imgs = rng.normal(0, 0.3, size=(n, 1, 16, 16)).astype(np.float32)
    labels = rng.integers(0, 3, size=n).astype(np.int32)
    for i, c in enumerate(labels):
        if c == 0:
            imgs[i, 0, 4:12, 7:9] += 1.0      # vertical bar
        elif c == 1:
            imgs[i, 0, 7:9, 4:12] += 1.0      # horizontal bar
        else:
            imgs[i, 0, 5:11, 5:11] += 0.6     # square
    return imgs, labels


xtr, ytr = make_split(1200)
xva, yva = make_split(300)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(100)


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=3):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 4 * 4, 64), nn.ReLU(), nn.Dense(64, num_classes))

    def construct(self, x):
        return self.head(self.features(x))


class EvalEachEpoch(Callback):
    def __init__(self, model, dataset):
        super().__init__()
        self.model, self.dataset = model, dataset

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.dataset, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num} val_acc {res['acc']:.4f}", flush=True)


net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})

os.makedirs("ckpt_002", exist_ok=True)
ckpt_cb = ModelCheckpoint(prefix="cnn", directory="ckpt_002",
                          config=CheckpointConfig(save_checkpoint_steps=37, keep_checkpoint_max=2))
model.train(4, train_ds, callbacks=[LossMonitor(per_print_times=12), TimeMonitor(), ckpt_cb,
                                    EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
print("final", model.eval(val_ds, dataset_sink_mode=False))
print("checkpoints:", sorted(os.listdir("ckpt_002")))
