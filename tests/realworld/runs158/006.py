"""Tabular regression (house-price style) with an MLP; features standardised with train statistics.
One-hot / indicator columns are appended before scaling, as in the original pandas notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(3)
rng = np.random.default_rng(3)

n = 2000
num = rng.normal(size=(n, 6)).astype(np.float32)
region = rng.integers(0, 4, size=n)
onehot = np.eye(5, dtype=np.float32)[region]          # 5 region categories, one never occurs in this extract
X = np.concatenate([num, onehot], axis=1)
y = (num @ rng.normal(size=6) + region * 0.7 + 0.1 * rng.normal(size=n)).astype(np.float32)[:, None]

split = 1600
mean = X[:split].mean(axis=0)
std = X[:split].std(axis=0)
X = (X - mean) / std
y_mean, y_std = y[:split].mean(), y[:split].std()
y = (y - y_mean) / y_std

train = ds.NumpySlicesDataset((X[:split], y[:split]), column_names=["x", "y"], shuffle=True).batch(64)
valid = ds.NumpySlicesDataset((X[split:], y[split:]), column_names=["x", "y"], shuffle=False).batch(200)

net = nn.SequentialCell(nn.Dense(11, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
eval_net = nn.WithLossCell(net, loss_fn)

for epoch in range(1, 6):
    train_net.set_train(True)
    running = []
    for i, (xb, yb) in enumerate(train.create_tuple_iterator(), 1):
        loss = train_net(xb, yb)
        running.append(float(loss.asnumpy()))
        if i % 10 == 0:
            print(f"[epoch {epoch}] iter {i:3d}  train_mse={np.mean(running[-10:]):.5f}")
    train_net.set_train(False)
    vl = [float(eval_net(xb, yb).asnumpy()) for xb, yb in valid.create_tuple_iterator()]
    print(f"[epoch {epoch}] valid_mse={np.mean(vl):.5f}  rmse={np.sqrt(np.mean(vl)) * y_std:.3f}")
print("saved: none (no improvement)")
