"""Sensor activity recognition, ported from a PyTorch script that used TensorDataset(features, labels).
Features and labels are stored in separate .npy files, so each gets its own dataset and they are zipped."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy, Loss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)
rs = np.random.RandomState(11)

N_CLS, N_FEAT = 6, 36
centers = rs.randn(N_CLS, N_FEAT).astype(np.float32) * 1.5

def split(n):
    y = rs.randint(0, N_CLS, n).astype(np.int32)
    x = (centers[y] + rs.randn(n, N_FEAT)).astype(np.float32)
    return x, y

def make_dataset(x, y, batch, training):
    feats = ds.NumpySlicesDataset(x, column_names=["features"], shuffle=training)
    labels = ds.NumpySlicesDataset(y, column_names=["label"], shuffle=training)
    return ds.zip((feats, labels)).batch(batch, drop_remainder=training)

xtr, ytr = split(3000)
xva, yva = split(600)
np.save("/home/user/project/har_val_x.npy", xva)
train_ds = make_dataset(xtr, ytr, 50, True)
val_ds = make_dataset(xva, yva, 100, False)

net = nn.SequentialCell(nn.Dense(N_FEAT, 128), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, N_CLS))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy": Accuracy(), "loss": Loss()})

history = []
for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(per_print_times=30)], dataset_sink_mode=False)
    metrics = model.eval(val_ds, dataset_sink_mode=False)
    history.append(metrics)
    print(f"Epoch {epoch}: {{'eval_loss': {metrics['loss']:.4f}, 'eval_accuracy': {metrics['accuracy']:.4f}}}")
print("best eval_accuracy:", max(h["accuracy"] for h in history))
