"""Small CNN on synthetic 16x16 'digit' images; Model.train with eval each epoch and a checkpoint callback."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy, CheckpointConfig, ModelCheckpoint

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(11)

rng = np.random.default_rng(11)
protos = rng.normal(0, 1, size=(5, 1, 16, 16)).astype(np.float32)
def make(n):
    y = rng.integers(0, 5, n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 1, 16, 16)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)
xtr, ytr = make(1200)
xva, yva = make(300)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(50, drop_remainder=True)
val = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(100)

class SmallCNN(nn.Cell):
    def __init__(self, n_cls=5):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, n_cls)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
ckpt = ModelCheckpoint(prefix="cnn", directory="./ckpt_007", config=CheckpointConfig(save_checkpoint_steps=24, keep_checkpoint_max=3))
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(8), TimeMonitor(), ckpt], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} eval:", model.eval(val, dataset_sink_mode=False), flush=True)
