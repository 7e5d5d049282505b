# Port of a torchvision eval transform; HWC2CHW moved up next to the decode step during the port.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_003/val"
rng = np.random.default_rng(2)
for cls in ["a", "b", "c"]:
    os.makedirs(os.path.join(root, cls), exist_ok=True)
    for i in range(8):
        Image.fromarray(rng.integers(0, 255, (60, 50, 3), dtype=np.uint8)).save(os.path.join(root, cls, f"{i}.jpg"))

val_ds = ds.ImageFolderDataset(root, shuffle=False)
val_ds = val_ds.map([vision.Decode(), vision.HWC2CHW()], input_columns="image")
val_ds = val_ds.map([vision.Resize((32, 32)), vision.CenterCrop(28)], input_columns="image")
val_ds = val_ds.map(vision.Rescale(1 / 255.0, 0.0), input_columns="image")
val_ds = val_ds.batch(8)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 3))
net.set_train(False)
correct = total = 0
for img, label in val_ds.create_tuple_iterator():
    print("batch", img.shape, img.dtype)
    pred = net(img).argmax(axis=1)
    correct += int((pred == label).sum().asnumpy())
    total += label.shape[0]
print("val acc", correct / total)
