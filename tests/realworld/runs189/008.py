"""Digit-like classification from feature/label arrays stored separately (features.npy / labels.npy style),
ported from a torch TensorDataset pipeline."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(0)
centers = rng.normal(0, 3, size=(10, 64)).astype(np.float32)
labels = rng.integers(0, 10, 6000).astype(np.int32)
features = (centers[labels] + rng.normal(0, 1.0, size=(6000, 64))).astype(np.float32)
x_tr, y_tr, x_te, y_te = features[:5000], labels[:5000], features[5000:], labels[5000:]

def make_dataset(x, y, batch_size):
    feat_ds = ds.NumpySlicesDataset(x, column_names=["image"])
    label_ds = ds.NumpySlicesDataset(y, column_names=["label"])
    return ds.zip((feat_ds, label_ds)).batch(batch_size)

train_ds = make_dataset(x_tr, y_tr, 100)
test_ds = make_dataset(x_te, y_te, 100)

class EpochReport(Callback):
    def __init__(self, model):
        self.model = model
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(test_ds, dataset_sink_mode=False)
        print(f"Epoch {cb.cur_epoch_num}/8 - loss: {float(cb.net_outputs.asnumpy()):.4f} - val_accuracy: {res['accuracy']:.4f}", flush=True)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 10))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": nn.Accuracy()})
model.train(8, train_ds, callbacks=[EpochReport(model)], dataset_sink_mode=False)
