"""Small ResNet-style CNN, Model.train with amp O2, fixed loss scaling, checkpoints and per-epoch eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, Accuracy, Callback
from mindspore.amp import FixedLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class ResBlock(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c1 = nn.Conv2d(c, c, 3, pad_mode="same")
        self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, pad_mode="same")
        self.b2 = nn.BatchNorm2d(c)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(x + self.b2(self.c2(self.relu(self.b1(self.c1(x))))))


class TinyResNet(nn.Cell):
    def __init__(self, n_classes=6):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU())
        self.layer = nn.SequentialCell(ResBlock(16), nn.MaxPool2d(2, 2), ResBlock(16))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, n_classes)

    def construct(self, x):
        return self.fc(self.pool(self.layer(self.stem(x))).reshape(x.shape[0], -1))


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 6, n).astype(np.int32)
    proto = np.random.default_rng(5).normal(0, 1, (6, 3, 16, 16)).astype(np.float32)
    x = proto[y] + rng.normal(0, 1.2, (n, 3, 16, 16)).astype(np.float32)
    return x, y


class EvalEachEpoch(Callback):
    def __init__(self, model, ds_eval):
        self.model, self.ds_eval = model, ds_eval

    def on_train_epoch_end(self, run_context):
        ep = run_context.original_args().cur_epoch_num
        print(f"epoch {ep} eval: {self.model.eval(self.ds_eval, dataset_sink_mode=False)}", flush=True)


xt, yt = make_data(960, 0)
xv, yv = make_data(192, 1)
train_ds = ds.NumpySlicesDataset((xt, yt), ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset((xv, yv), ["image", "label"], shuffle=False).batch(64)

net = TinyResNet()
LOSS_SCALE = 1024.0
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9, weight_decay=1e-4,
                  loss_scale=LOSS_SCALE)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt,
              metrics={"acc": Accuracy()}, amp_level="O2",
              loss_scale_manager=FixedLossScaleManager(LOSS_SCALE, drop_overflow_update=False))
ckpt = ModelCheckpoint(prefix="tinyresnet", directory="/home/user/project/ckpt015",
                       config=CheckpointConfig(save_checkpoint_steps=30, keep_checkpoint_max=2))
model.train(3, train_ds, callbacks=[LossMonitor(10), TimeMonitor(), ckpt, EvalEachEpoch(model, val_ds)],
            dataset_sink_mode=False)
print("training complete")
