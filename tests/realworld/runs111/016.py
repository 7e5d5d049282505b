# House-price style regression ported from PyTorch (nn.MSELoss(reduction='sum'), i.e. the old
# size_average=False), MLP with Dropout, TrainOneStepCell loop with per-epoch train/val report.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(3)
N, D = 4000, 13
X = rng.normal(size=(N, D)).astype(np.float32)
w = rng.uniform(1, 4, size=D).astype(np.float32)
y = (X @ w + 20 + rng.normal(scale=2.0, size=N)).astype(np.float32)[:, None]
train_ds = ds.NumpySlicesDataset({"x": X[:3200], "y": y[:3200]}, shuffle=True).batch(128, drop_remainder=True)
Xv, yv = ms.Tensor(X[3200:]), y[3200:]

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss(reduction="sum")
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)

for epoch in range(1, 9):
    train_net.set_train(True)
    losses = []
    for x, t in train_ds.create_tuple_iterator():
        losses.append(float(train_net(x, t).asnumpy()))
    net.set_train(False)
    rmse = float(np.sqrt(np.mean((net(Xv).asnumpy() - yv) ** 2)))
    print(f"Epoch {epoch:02d} | train_loss: {np.mean(losses):.4f} | val_rmse: {rmse:.4f}", flush=True)
