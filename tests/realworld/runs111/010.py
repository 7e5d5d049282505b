# Sensor-signal classifier (MLP with BatchNorm1d + Dropout): Model.train, then the
# "online" scoring loop used in deployment, which feeds one record at a time to the trained net.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(11)

rng = np.random.default_rng(11)
N, D, C = 2400, 30, 4
centers = rng.normal(size=(C, D)).astype(np.float32)
Y = rng.integers(0, C, N).astype(np.int32)
X = (centers[Y] + 0.9 * rng.normal(size=(N, D))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X[:2000], "y": Y[:2000]}, shuffle=True).batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": X[2000:], "y": Y[2000:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(D, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.3),
                        nn.Dense(64, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dense(64, C))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 2e-3), metrics={"accuracy"})
model.train(3, train_ds, callbacks=[LossMonitor(20)])


# ---- online scoring: one record per request ----
preds = []
for i in range(2000, N):
    logits = net(ms.Tensor(X[i:i + 1]))
    preds.append(int(logits.argmax(axis=1).asnumpy()[0]))
preds = np.array(preds)
print("online scoring: n=%d accuracy=%.4f" % (len(preds), (preds == Y[2000:]).mean()))
print("predicted class histogram:", np.bincount(preds, minlength=C).tolist())
