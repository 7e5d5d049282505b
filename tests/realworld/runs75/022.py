# torchvision ImageFolder fine-tune ported to ImageFolderDataset with the transforms in HWC order.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

ms.set_seed(0)
ds.config.set_seed(0)
root = "data_022/train"
rng = np.random.default_rng(0)
colours = {"red": (200, 40, 40), "green": (40, 200, 40), "blue": (40, 40, 200)}
for name, col in colours.items():
    os.makedirs(f"{root}/{name}", exist_ok=True)
    for i in range(24):
        img = np.clip(np.array(col) + rng.normal(0, 30, (44, 44, 3)), 0, 255).astype(np.uint8)
        Image.fromarray(img).save(f"{root}/{name}/{i:02d}.jpg")

train_tf = [vision.Decode(), vision.Resize((36, 36)), vision.RandomCrop(32), vision.RandomHorizontalFlip(),
            vision.Rescale(1 / 255.0, 0.0), vision.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
            vision.HWC2CHW()]
data = ds.ImageFolderDataset(root, shuffle=True, num_parallel_workers=2)
data = data.map(train_tf, input_columns="image", num_parallel_workers=2).batch(12, drop_remainder=True)
print("classes:", ds.ImageFolderDataset(root).get_class_indexing(), "steps/epoch:", data.get_dataset_size())

net = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 3))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"acc"})
model.train(4, data, callbacks=[ms.train.LossMonitor(3)], dataset_sink_mode=False)
print("train acc:", model.eval(data, dataset_sink_mode=False))
