# timm eval transform ported: scale_size = img_size / crop_pct, then Resize + CenterCrop.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

cfg = {"img_size": 56, "crop_pct": 0.875, "interpolation": "bicubic",
       "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]}
root = "data_016/val"
rng = np.random.default_rng(0)
for c in ["n01440764", "n01443537"]:
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(6):
        Image.fromarray(rng.integers(0, 255, (80, 96, 3), dtype=np.uint8)).save(f"{root}/{c}/{i}.JPEG")

scale_size = cfg["img_size"] / cfg["crop_pct"]
print("eval resize:", scale_size, "crop:", cfg["img_size"])
eval_tf = [vision.Decode(),
           vision.Resize(scale_size, interpolation=vision.Inter.BICUBIC),
           vision.CenterCrop(cfg["img_size"]),
           vision.Rescale(1 / 255.0, 0.0),
           vision.Normalize(cfg["mean"], cfg["std"]),
           vision.HWC2CHW()]
val_ds = ds.ImageFolderDataset(root, shuffle=False).map(eval_tf, input_columns="image").batch(4)
net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
for img, label in val_ds.create_tuple_iterator():
    print(net(img).argmax(1), label)
