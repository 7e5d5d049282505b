"""CNN on 28x28 digits in GRAPH_MODE; the model dumps per-batch activation stats to a CSV for debugging."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)
rng = np.random.default_rng(2)
x = rng.normal(size=(256, 1, 28, 28)).astype(np.float32)
y = rng.integers(0, 10, 256).astype(np.int32)
data = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32)

class LeNet(nn.Cell):
    def __init__(self, stats_file="/home/user/project/act_stats.csv"):
        super().__init__()
        self.stats_file = stats_file
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 6, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(6, 16, 5, pad_mode="valid"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 120), nn.ReLU(),
                                            nn.Dense(120, 84), nn.ReLU(), nn.Dense(84, 10))
    def construct(self, x):
        feat = self.features(x)
        with open(self.stats_file, "a") as f:
            f.write(f"{feat.mean()},{feat.std()}\n")
        return self.classifier(feat)

net = LeNet()
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model.train(2, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=True)
