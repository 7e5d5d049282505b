# Stage 2 of a two-stage recipe: the backbone is rebuilt from the stage-2 config (wider conv stem)
# and initialised from the stage-1 checkpoint before training with Model.train.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class ConvNet(nn.Cell):
    def __init__(self, width=16, num_classes=5):
        super().__init__()
        self.conv1 = nn.Conv2d(3, width, 3, pad_mode="same", has_bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.conv2 = nn.Conv2d(width, 32, 3, pad_mode="same", has_bias=False)
        self.bn2 = nn.BatchNorm2d(32)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.drop = nn.Dropout(p=0.2)
        self.head = nn.Dense(32, num_classes)

    def construct(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.relu(self.bn2(self.conv2(x)))
        return self.head(self.drop(self.flatten(self.pool(x))))

STAGE1 = {"width": 16, "ckpt": "stage1_009.ckpt"}
STAGE2 = {"width": 24, "epochs": 2, "lr": 0.01}

if not os.path.exists(STAGE1["ckpt"]):       # stage-1 result
    ms.save_checkpoint(ConvNet(width=STAGE1["width"]), STAGE1["ckpt"])

net = ConvNet(width=STAGE2["width"])
param_dict = ms.load_checkpoint(STAGE1["ckpt"])
print(f"loaded {len(param_dict)} tensors from {STAGE1['ckpt']}")
ms.load_param_into_net(net, param_dict)

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 3, 24, 24)).astype(np.float32)
Y = rng.integers(0, 5, 320).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=True).batch(32, drop_remainder=True)
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), STAGE2["lr"], 0.9))
model.train(STAGE2["epochs"], train_ds, callbacks=[LossMonitor(5)])
