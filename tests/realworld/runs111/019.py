# Churn classifier: MLP with BatchNorm + Dropout, Model.train with per-epoch evaluation on a held-out
# set; metrics list taken from the Keras version (accuracy, precision, recall, f1).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(5)
X = rng.normal(size=(3000, 18)).astype(np.float32)
score = X[:, 0] * 1.5 - X[:, 3] + 0.5 * X[:, 7] * X[:, 2]
Y = (score > 0.8).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X[:2500], "y": Y[:2500]}, shuffle=True).batch(100, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": X[2500:], "y": Y[2500:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(18, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Dropout(p=0.25),
                        nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 2))
steps = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 3e-3, 4 * steps, steps, 4)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=lr),
              metrics={"accuracy", "precision", "recall", "f1"})

for epoch in range(4):
    model.train(1, train_ds, callbacks=[LossMonitor(25), TimeMonitor()], dataset_sink_mode=False)
    print(f"epoch {epoch + 1} val:", model.eval(val_ds, dataset_sink_mode=False), flush=True)
