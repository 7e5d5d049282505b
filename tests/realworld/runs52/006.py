# Product-photo classifier ported from torchvision: T.RandomCrop(64) after loading; photos come from two shops,
# most are 80x80, a few were uploaded as thumbnails
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(66)
root = "photos_006"
os.makedirs(root, exist_ok=True)
records = []
for i in range(640):
    p = f"{root}/{i:05d}.png"
    size = 80 if i != 517 else 48
    if not os.path.exists(p):
        Image.fromarray(rng.integers(0, 255, (size, size, 3), dtype=np.uint8)).save(p)
    records.append((p, i % 4))

class PhotoSet:
    def __len__(self):
        return len(records)
    def __getitem__(self, i):
        p, y = records[i]
        return np.array(Image.open(p).convert("RGB")), np.int32(y)

train = ds.GeneratorDataset(PhotoSet(), ["image", "label"], shuffle=False)
train = train.map([vision.RandomCrop(64), vision.RandomHorizontalFlip(), vision.Rescale(1 / 255.0, 0.0),
                   vision.HWC2CHW()], input_columns="image").batch(32)
net = nn.SequentialCell(nn.Conv2d(3, 8, 3, stride=2), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 4))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, train, callbacks=[ms.train.LossMonitor(2)], dataset_sink_mode=False)
