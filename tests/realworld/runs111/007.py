# LeNet-style CNN with BatchNorm on synthetic digits; checkpoints every epoch, keep the last 3
# and only the best one by validation accuracy (callback settings carried over from the Keras version).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class LeNetBN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.bn1 = nn.BatchNorm2d(6)
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
        self.drop = nn.Dropout(p=0.25)

    def construct(self, x):
        x = self.pool(self.relu(self.bn1(self.conv1(x))))
        x = self.pool(self.relu(self.bn2(self.conv2(x))))
        x = self.drop(self.relu(self.fc1(self.flatten(x))))
        return self.fc3(self.relu(self.fc2(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(640, 1, 32, 32)).astype(np.float32)
Y = rng.integers(0, 10, 640).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=True).batch(32, drop_remainder=True)
steps = train_ds.get_dataset_size()

net = LeNetBN()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9), metrics={"accuracy"})

ckpt_config = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=3)
ckpt_cb = ModelCheckpoint(prefix="lenet_bn", directory="./ckpt_007", config=ckpt_config,
                          save_best_only=True, monitor="val_accuracy")
model.train(5, train_ds, callbacks=[TimeMonitor(), LossMonitor(10), ckpt_cb], dataset_sink_mode=False)
