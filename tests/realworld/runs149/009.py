"""Small CNN on synthetic 'shapes' images with a vision transform pipeline and checkpointing (healthy)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_seed(9)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def make_images(n, seed):
    rng = np.random.default_rng(seed)
    imgs = np.zeros((n, 24, 24, 3), np.uint8)
    labels = rng.integers(0, 2, n).astype(np.int32)
    for i, l in enumerate(labels):
        if l == 0:
            imgs[i, 6:18, 6:18, :] = 220                     # square
        else:
            imgs[i, 11:13, :, :] = 220; imgs[i, :, 11:13, :] = 220  # cross
        imgs[i] = np.clip(imgs[i] + rng.integers(0, 30, (24, 24, 3)), 0, 255)
    return imgs, labels

def pipeline(imgs, labels, train):
    d = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=train)
    ops_ = [vision.RandomHorizontalFlip()] if train else []
    ops_ += [vision.Rescale(1.0 / 255, 0.0), vision.Normalize([0.5] * 3, [0.5] * 3), vision.HWC2CHW()]
    d = d.map(ops_, input_columns="image").map(T.TypeCast(ms.int32), input_columns="label")
    return d.batch(32, drop_remainder=train)

tr, va = pipeline(*make_images(384, 0), True), pipeline(*make_images(96, 1), False)
net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Conv2d(8, 16, 3), nn.ReLU(),
                        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"acc": Accuracy()})
ckpt = ModelCheckpoint(prefix="shapes", directory="/home/user/project/ckpt009",
                       config=CheckpointConfig(save_checkpoint_steps=12, keep_checkpoint_max=2))
model.train(4, tr, callbacks=[LossMonitor(6), ckpt], dataset_sink_mode=False)
print("validation:", model.eval(va, dataset_sink_mode=False))
