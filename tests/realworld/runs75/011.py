# torchvision T.Resize(64) + T.CenterCrop(64) ported; CenterCrop dropped because "Resize already gives 64".
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_011/train"
rng = np.random.default_rng(0)
for c in ["indoor", "outdoor"]:
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(20):
        h, w = (72, 72) if i != 13 else (72, 96)   # one landscape photo
        Image.fromarray(rng.integers(0, 255, (h, w, 3), dtype=np.uint8)).save(f"{root}/{c}/{i:02d}.jpg")

data = ds.ImageFolderDataset(root, shuffle=False)
data = data.map([vision.Decode(), vision.Resize(64), vision.Rescale(1 / 255.0, 0.0),
                 vision.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]), vision.HWC2CHW()],
                input_columns="image")
data = data.batch(4)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(1, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
