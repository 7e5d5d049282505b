# torchvision T.Resize(size, antialias=True) ported with Inter.ANTIALIAS for the same downscaling quality.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_018/train"
rng = np.random.default_rng(0)
for c in ["ok", "ng"]:
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(8):
        Image.fromarray(rng.integers(0, 255, (128, 128, 3), dtype=np.uint8)).save(f"{root}/{c}/{i}.jpg")

data = ds.ImageFolderDataset(root, shuffle=True)
data = data.map([vision.Decode(), vision.Resize((32, 32), interpolation=vision.Inter.ANTIALIAS),
                 vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()], input_columns="image")
data = data.batch(4)
net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
