"""Gesture classifier on sensor windows. Features and labels are stored in two separate .npy files,
so two datasets are built (each shuffled, as the old torch DataLoader had shuffle=True) and zipped."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, Accuracy, Callback


rng = np.random.default_rng(5)
N, F, C = 2000, 30, 5
centers = rng.normal(scale=3.0, size=(C, F)).astype(np.float32)
labels = rng.integers(0, C, N).astype(np.int32)
feats = (centers[labels] + rng.normal(size=(N, F))).astype(np.float32)

def build(split, training):
    sl = slice(0, 1600) if split == "train" else slice(1600, N)
    fx = ds.NumpySlicesDataset({"features": feats[sl]}, shuffle=training)
    fy = ds.NumpySlicesDataset({"label": labels[sl]}, shuffle=training)
    return ds.zip((fx, fy)).batch(64)

class EpochLogger(Callback):
    def __init__(self, model, val_ds):
        self.model, self.val_ds = model, val_ds
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(self.val_ds, dataset_sink_mode=False)
        print(f"Epoch {cb.cur_epoch_num}/{cb.epoch_num} - loss: {float(cb.net_outputs.asnumpy()):.4f} - val_accuracy: {res['accuracy']:.4f}", flush=True)

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, C))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy": Accuracy()})
train_ds, val_ds = build("train", True), build("val", True)
model.train(8, train_ds, callbacks=[EpochLogger(model, val_ds)], dataset_sink_mode=False)
print("final:", model.eval(val_ds, dataset_sink_mode=False))
