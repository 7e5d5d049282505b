"""CIFAR-style image classifier training script adapted from an older MindSpore tutorial
(PIL-based py_transforms pipeline) for a small folder of exported images."""
import os
import numpy as np
from PIL import Image
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.vision.py_transforms as py_vision
import mindspore.dataset.transforms.py_transforms as py_transforms
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

ROOT = "/home/user/project/imgs"
if not os.path.isdir(ROOT):
    rng = np.random.default_rng(0)
    for c in range(3):
        os.makedirs(f"{ROOT}/{c}", exist_ok=True)
        for i in range(30):
            arr = rng.integers(0, 80, (36, 36, 3)).astype(np.uint8); arr[:, :, c] += 150
            Image.fromarray(arr).save(f"{ROOT}/{c}/{i}.png")

transform = py_transforms.Compose([
    py_vision.Decode(),
    py_vision.RandomResizedCrop(32, scale=(0.8, 1.0)),
    py_vision.RandomHorizontalFlip(),
    py_vision.ToTensor(),
    py_vision.Normalize(mean=(0.4914, 0.4822, 0.4465), std=(0.2470, 0.2435, 0.2616)),
])
train_ds = ds.ImageFolderDataset(ROOT, shuffle=True).map(transform, "image").batch(16)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(), nn.Dense(16 * 16 * 16, 3))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
