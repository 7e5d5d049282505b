"""1D-CNN for ECG-like signals, ported from a PyTorch model (nn.Conv1d(kernel_size=5) / MaxPool1d(2))."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
SIG_LEN = 128


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, SIG_LEN, dtype=np.float32)
    y = rng.integers(0, 2, n).astype(np.int32)
    freq = np.where(y == 1, 12.0, 5.0)[:, None]
    x = np.sin(2 * np.pi * freq * t) + 0.3 * rng.normal(size=(n, SIG_LEN))
    return x[:, None, :].astype(np.float32), y


class ECGNet(nn.Cell):
    def __init__(self, n_classes=2):
        super().__init__()
        # torch: Conv1d(1, 8, 5) -> 124 -> pool 62 -> Conv1d(8, 16, 5) -> 58 -> pool 29
        self.features = nn.SequentialCell(
            nn.Conv1d(1, 8, 5), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(8, 16, 5), nn.ReLU(), nn.MaxPool1d(2, 2),
        )
        self.flatten = nn.Flatten()
        self.classifier = nn.SequentialCell(nn.Dense(16 * 29, 64), nn.ReLU(), nn.Dense(64, n_classes))

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))


xtr, ytr = make_data(512, 0)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["signal", "label"], shuffle=True).batch(32)
net = ECGNet()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})
print("start training")
model.train(5, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
