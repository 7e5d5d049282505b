# Healthy twin of 012: vision.ToTensor (HWC uint8 -> CHW float) followed by vision.Normalize(is_hwc=False),
# small CNN trained 2 epochs with Model.train and LossMonitor.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
np.random.seed(0)
labels = np.random.randint(0, 2, (128,)).astype(np.int32)
imgs = np.stack([np.random.randint(0, 150, (32, 32, 3)) + 100 * lb for lb in labels]).astype(np.uint8)
def source():
    for im, lb in zip(imgs, labels):
        yield im, lb

train = ds.GeneratorDataset(source, ["image", "label"], shuffle=True)
train = train.map([vision.ToTensor(),
                   vision.Normalize(mean=[0.4914, 0.4822, 0.4465], std=[0.2470, 0.2435, 0.2616], is_hwc=False)],
                  input_columns="image")
train = train.batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="valid", has_bias=True), nn.ReLU(),
                        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-2),
              metrics={"acc"})
model.train(5, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("eval", model.eval(train, dataset_sink_mode=False))
