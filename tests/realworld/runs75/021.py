# CIFAR recipe port: ToTensor moved right after Decode ("convert first, augment on tensors" as with torchvision v2).
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_021/train"
rng = np.random.default_rng(0)
for c in ["airplane", "automobile", "bird"]:
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(10):
        Image.fromarray(rng.integers(0, 255, (32, 32, 3), dtype=np.uint8)).save(f"{root}/{c}/{i}.png")

train_transform = [
    vision.Decode(),
    vision.ToTensor(),
    vision.RandomCrop(32, padding=4),
    vision.RandomHorizontalFlip(),
    vision.Normalize((0.4914, 0.4822, 0.4465), (0.2470, 0.2435, 0.2616), is_hwc=False),
]
data = ds.ImageFolderDataset(root, shuffle=True).map(train_transform, input_columns="image").batch(10)
net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 3))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
model.train(2, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
