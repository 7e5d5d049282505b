"""Small CNN on synthetic 'shapes' images with Model.train, checkpoints and eval."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy, ModelCheckpoint, CheckpointConfig

ms.set_seed(21)
ms.set_context(mode=ms.GRAPH_MODE)

rng = np.random.default_rng(21)


def make_images(n):
    imgs = rng.normal(0, 0.3, size=(n, 1, 28, 28)).astype(np.float32)
    labels = rng.integers(0, 3, n).astype(np.int32)
    for i, c in enumerate(labels):
        if c == 0:
            imgs[i, 0, 8:20, 8:20] += 1.0            # square
        elif c == 1:
            imgs[i, 0, 13:15, 4:24] += 1.0           # horizontal bar
        else:
            imgs[i, 0, 4:24, 13:15] += 1.0           # vertical bar
    return imgs, labels


Xtr, ytr = make_images(960)
Xva, yva = make_images(192)
train = ds.NumpySlicesDataset({"image": Xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": Xva, "label": yva}, shuffle=False).batch(64)


class ShapesCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 7 * 7, 32), nn.ReLU(), nn.Dense(32, 3))

    def construct(self, x):
        return self.classifier(self.features(x))


net = ShapesCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt,
              metrics={"accuracy": Accuracy()})
ckpt_cb = ModelCheckpoint(prefix="shapes_cnn", directory="/home/user/project/ckpt_010",
                          config=CheckpointConfig(save_checkpoint_steps=30, keep_checkpoint_max=2))
model.train(4, train, callbacks=[LossMonitor(10), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
