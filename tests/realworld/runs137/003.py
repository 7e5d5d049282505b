"""Sensor-window classifier. Features and labels come from two separate .npy exports
(features.npy / labels.npy), so we build one dataset per array and zip them."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(1)
N, T, C = 1024, 32, 3
labels = rng.integers(0, C, size=N).astype(np.int32)
freqs = np.array([1.0, 3.0, 6.0])[labels]
t = np.linspace(0, 1, T, dtype=np.float32)
features = (np.sin(2 * np.pi * freqs[:, None] * t[None, :]) + 0.3 * rng.normal(size=(N, T))).astype(np.float32)

split = 768
feat_ds = ds.NumpySlicesDataset(features[:split], column_names=["x"])
label_ds = ds.NumpySlicesDataset(labels[:split], column_names=["y"])
train_ds = ds.zip((feat_ds, label_ds)).batch(64, drop_remainder=True)

val_ds = ds.zip((ds.NumpySlicesDataset(features[split:], column_names=["x"], shuffle=False),
                 ds.NumpySlicesDataset(labels[split:], column_names=["y"], shuffle=False))).batch(64)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = nn.SequentialCell(nn.Dense(T, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, C))

    def construct(self, x):
        return self.f(x)


class EvalEachEpoch(Callback):
    def __init__(self, model, ds_):
        self.model, self.ds = model, ds_

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: val_acc={res['acc']:.4f}", flush=True)


net = Net()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(8, train_ds, callbacks=[LossMonitor(12), EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
