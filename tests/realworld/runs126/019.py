"""Healthy: digit-like classifier with GRAPH_MODE Model.train, dataset map (python normalise fn),
ModelCheckpoint + LossMonitor, evaluation at the end."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2)

rng = np.random.default_rng(21)
def make(n):
    y = rng.integers(0, 10, n).astype(np.int32)
    img = rng.integers(0, 60, (n, 1, 16, 16)).astype(np.uint8)
    for i, c in enumerate(y):
        img[i, 0, c + 3, 2:14] = 255
    return img, y

def normalise(img):
    return ((img.astype(np.float32) / 255.0) - 0.1307) / 0.3081

xtr, ytr = make(1280); xva, yva = make(256)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).map(normalise, "image").batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).map(normalise, "image").batch(64)

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(8 * 8 * 8, 64), nn.ReLU(), nn.Dense(64, 10))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.02, 0.9), metrics={"acc": Accuracy()})
ckpt = ModelCheckpoint(prefix="digits", directory="/home/user/project/ckpt019",
                       config=CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=2))
model.train(3, train, callbacks=[LossMonitor(10), TimeMonitor(), ckpt], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
