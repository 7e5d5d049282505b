"""Imbalanced defect-type classifier (5 classes, 'ok' dominates) trained with focal loss.

torch version used kornia.losses.FocalLoss(alpha=0.25, gamma=2.0) with integer class targets.
"""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(10)
rng = np.random.default_rng(10)

N_FEAT, N_CLS = 30, 5
class_prior = np.array([0.84, 0.06, 0.05, 0.03, 0.02])
y = rng.choice(N_CLS, 5000, p=class_prior).astype(np.int32)
centers = rng.standard_normal((N_CLS, N_FEAT)).astype(np.float32)
x = centers[y] + 1.2 * rng.standard_normal((5000, N_FEAT)).astype(np.float32)
print("class counts:", np.bincount(y, minlength=N_CLS).tolist())

train = ds.NumpySlicesDataset({"features": x[:4000], "label": y[:4000]}, shuffle=True).batch(128)
valid = ds.NumpySlicesDataset({"features": x[4000:], "label": y[4000:]}, shuffle=False).batch(256)

net = nn.SequentialCell(
    nn.Dense(N_FEAT, 128), nn.ReLU(),
    nn.Dense(128, 64), nn.ReLU(),
    nn.Dense(64, N_CLS),
)
loss = nn.FocalLoss(gamma=2.0, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": nn.Accuracy(), "recall": nn.Recall("multilabel")})

model.train(8, train, callbacks=[ms.LossMonitor(10), ms.TimeMonitor()], dataset_sink_mode=False)
print(model.eval(valid, dataset_sink_mode=False))
