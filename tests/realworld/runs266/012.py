# Small CNN ported from a PyTorch tutorial, trained with mindspore.train.Model in GRAPH_MODE on synthetic 28x28 images.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(12)

class SmallCNN(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 7 * 7, num_class)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

def make(seed, n):
    def gen():
        rng = np.random.default_rng(seed)
        for _ in range(n):
            label = int(rng.integers(0, 10))
            img = rng.normal(0, 0.3, (1, 28, 28)).astype(np.float32)
            img[0, 2 * label:2 * label + 6, 4:24] += 1.0
            yield img, np.int32(label)
    return gen

train_ds = ds.GeneratorDataset(make(0, 1024), ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
eval_ds = ds.GeneratorDataset(make(1, 256), ["image", "label"], shuffle=False).batch(64)
net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
for epoch in range(3):
    model.train(1, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
    print(f"epoch {epoch} eval:", model.eval(eval_ds, dataset_sink_mode=False))
