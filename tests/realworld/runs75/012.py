# torchvision ToTensor()+Normalize(ImageNet) ported: Normalize kept, the /255 of ToTensor not ported.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_012/train"
rng = np.random.default_rng(0)
for c in range(3):
    os.makedirs(f"{root}/{c}", exist_ok=True)
    base = rng.integers(40, 215, (3,))
    for i in range(32):
        img = np.clip(base + rng.normal(0, 25, (32, 32, 3)), 0, 255).astype(np.uint8)
        Image.fromarray(img).save(f"{root}/{c}/{i:02d}.png")

mean, std = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
data = ds.ImageFolderDataset(root, shuffle=True)
data = data.map([vision.Decode(), vision.Normalize(mean=mean, std=std), vision.HWC2CHW()], input_columns="image")
data = data.batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Conv2d(16, 16, 3), nn.ReLU(),
                        nn.Flatten(), nn.Dense(16 * 32 * 32, 3))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)   # lr/momentum from the torch recipe
model = ms.train.Model(net, nn.CrossEntropyLoss(), opt)
model.train(5, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
