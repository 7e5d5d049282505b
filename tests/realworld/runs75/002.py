# torchvision T.Compose([T.ToTensor(), ...]) ported: scaling put first "like ToTensor", Decode after it.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_002/train"
rng = np.random.default_rng(1)
for cls in ["normal", "defect"]:
    os.makedirs(os.path.join(root, cls), exist_ok=True)
    for i in range(10):
        Image.fromarray(rng.integers(0, 255, (48, 48, 3), dtype=np.uint8)).save(os.path.join(root, cls, f"{i}.png"))

transform = [
    vision.Rescale(1.0 / 255.0, 0.0),   # T.ToTensor() scales to [0, 1]
    vision.Decode(),
    vision.Resize((32, 32)),
    vision.Normalize(mean=[0.5, 0.5, 0.5], std=[0.5, 0.5, 0.5]),
    vision.HWC2CHW(),
]
train_ds = ds.ImageFolderDataset(root, shuffle=True, num_parallel_workers=2)
train_ds = train_ds.map(operations=transform, input_columns="image", num_parallel_workers=2)
train_ds = train_ds.batch(4, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = ms.train.Model(net, loss_fn, opt, metrics={"acc"})
model.train(2, train_ds, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
