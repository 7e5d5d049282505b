"""Multi-head 'confident ensemble' classifier for activity recognition (accelerometer windows).
Forward logic ported from the torch model: average the two most confident heads."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(4)
rng = np.random.default_rng(4)

N, T, C, K = 1500, 32, 3, 5            # windows, timesteps, axes, activities
y = rng.integers(0, K, N).astype(np.int32)
t = np.linspace(0, 2 * np.pi, T, dtype=np.float32)
X = rng.normal(scale=0.5, size=(N, C, T)).astype(np.float32)
X += np.sin((y[:, None, None] + 1) * t[None, None, :]).astype(np.float32)


class ConfidentEnsemble(nn.Cell):
    def __init__(self, num_heads=3):
        super().__init__()
        self.encoder = nn.SequentialCell(
            nn.Conv1d(C, 16, 5, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(16, 32, 5, pad_mode="same"), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.heads = nn.CellList([nn.Dense(32, K) for _ in range(num_heads)])

    def construct(self, x):
        h = self.encoder(x)
        outs = [head(h) for head in self.heads]
        outs = sorted(outs, key=lambda o: ops.softmax(o, axis=-1).max(axis=-1).mean(), reverse=True)
        return (outs[0] + outs[1]) / 2


train_ds = ds.NumpySlicesDataset({"x": X[:1200], "y": y[:1200]}, shuffle=True).batch(50)
val_ds = ds.NumpySlicesDataset({"x": X[1200:], "y": y[1200:]}, shuffle=False).batch(50)

net = ConfidentEnsemble()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn, opt, metrics={"accuracy": Accuracy()})
print(f"train batches {train_ds.get_dataset_size()}, val batches {val_ds.get_dataset_size()}")
model.train(3, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print("val:", model.eval(val_ds, dataset_sink_mode=False))
