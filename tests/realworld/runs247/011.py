# MLP classifier on Gaussian-cluster features with mindspore.dataset zip of feature and label datasets (healthy run)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)
ds.config.set_seed(0)

rng = np.random.default_rng(10)
centers = rng.normal(0, 3, (10, 32)).astype(np.float32)
labels = rng.integers(0, 10, 4000).astype(np.int32)
feats = (centers[labels] + rng.normal(0, 1, (4000, 32))).astype(np.float32)
np.save("features.npy", feats); np.save("labels.npy", labels)
Xtr, Ytr = np.load("features.npy")[:3200], np.load("labels.npy")[:3200]
Xte, Yte = np.load("features.npy")[3200:], np.load("labels.npy")[3200:]

# DataLoader(TensorDataset(x, y), batch_size=64, shuffle=True)
x_ds = ds.NumpySlicesDataset(Xtr, column_names=["x"], shuffle=True)
y_ds = ds.NumpySlicesDataset(Ytr, column_names=["y"], shuffle=True)
train_ds = ds.zip((x_ds, y_ds)).batch(64, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"x": Xte, "y": Yte}, shuffle=False).batch(200)

net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 10))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc": nn.Accuracy()})

class EpochLog(ms.train.Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = model.eval(test_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: train loss {cb.net_outputs.asnumpy():.4f}  test acc {res['acc']:.4f}", flush=True)

model.train(8, train_ds, callbacks=[EpochLog()], dataset_sink_mode=False)
