# timm/torchvision v2 CutMix(num_classes=...) on integer labels ported to vision.CutMixBatch.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_010/train"
rng = np.random.default_rng(0)
for c in range(4):
    os.makedirs(f"{root}/class_{c}", exist_ok=True)
    for i in range(8):
        Image.fromarray(rng.integers(0, 255, (32, 32, 3), dtype=np.uint8)).save(f"{root}/class_{c}/{i}.jpg")

data = ds.ImageFolderDataset(root, shuffle=True)
data = data.map([vision.Decode(), vision.Resize((32, 32)), vision.HWC2CHW()], input_columns="image")
data = data.batch(8, drop_remainder=True)
data = data.map(vision.CutMixBatch(vision.ImageBatchFormat.NCHW, alpha=1.0, prob=0.5),
                input_columns=["image", "label"])
data = data.map(lambda x: (x / 255.0).astype(np.float32), input_columns="image")

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 4))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
