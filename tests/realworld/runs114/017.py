"""Tabular 4-class classifier with mindspore.dataset: features and labels loaded from separate files, then zipped."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(3)
centers = rng.normal(0, 2.5, size=(4, 16))
y_all = rng.integers(0, 4, 3000).astype(np.int32)
x_all = (centers[y_all] + rng.normal(size=(3000, 16))).astype(np.float32)
np.save("features.npy", x_all)
np.save("labels.npy", y_all)

features = np.load("features.npy")
labels = np.load("labels.npy")
x_train = ds.NumpySlicesDataset({"x": features[:2500]}, shuffle=True)
y_train = ds.NumpySlicesDataset({"y": labels[:2500]}, shuffle=True)
train_ds = ds.zip((x_train, y_train)).batch(50, drop_remainder=True)
val_ds = ds.zip((ds.NumpySlicesDataset({"x": features[2500:]}, shuffle=False),
                 ds.NumpySlicesDataset({"y": labels[2500:]}, shuffle=False))).batch(50)


class EvalEachEpoch(Callback):
    def __init__(self, model, data):
        self.model, self.data = model, data

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.data, dataset_sink_mode=False)
        print(f"Epoch {cb.cur_epoch_num}/{cb.epoch_num} - loss: {float(cb.net_outputs.asnumpy()):.4f} - val_acc: {res['acc']:.4f}", flush=True)


net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
model.train(6, train_ds, callbacks=[LossMonitor(25), EvalEachEpoch(model, val_ds)], dataset_sink_mode=False)
