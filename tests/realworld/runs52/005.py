# Image classifier fine-tune ported from torchvision ImageFolder + transforms to mindspore.dataset
import os, io
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
root = "images_005"
rng = np.random.default_rng(5)
for c in ["cat", "dog"]:
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(120):
        p = f"{root}/{c}/{c}_{i:04d}.jpg"
        if not os.path.exists(p):
            Image.fromarray(rng.integers(0, 255, (48, 48, 3), dtype=np.uint8)).save(p, quality=90)
# one upload from the crawler was cut off (half-written file)
bad = f"{root}/dog/dog_0077.jpg"
data = open(bad, "rb").read()
open(bad, "wb").write(data[: len(data) // 3])

train = ds.ImageFolderDataset(root, shuffle=False, class_indexing={"cat": 0, "dog": 1})
train = train.map([vision.Decode(), vision.Resize((32, 32)), vision.Rescale(1 / 255.0, 0.0),
                   vision.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]), vision.HWC2CHW()],
                  input_columns="image")
train = train.map(transforms.TypeCast(ms.int32), input_columns="label").batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2), nn.Flatten(),
                        nn.Dense(8 * 15 * 15, 2))
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, train, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
