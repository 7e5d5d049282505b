# Port of a torch tabular regression model (house-price style MLP, MSE loss)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(0, 1, (4000, 13)).astype(np.float32)
w = rng.normal(0, 1, 13).astype(np.float32)
Y = (X @ w + 0.3 * np.sin(3 * X[:, 0]) + 0.1 * rng.normal(0, 1, 4000)).astype(np.float32)
Xtr, Ytr, Xva, Yva = X[:3200], Y[:3200], X[3200:], Y[3200:]
train = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True).batch(64, drop_remainder=True)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(13, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1)])
    def construct(self, x):
        return self.mlp(x)

net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
for epoch in range(8):
    losses = [train_net(b["x"], b["y"]).asnumpy() for b in train.create_dict_iterator()]
    pred = net(ms.Tensor(Xva)).asnumpy().reshape(-1)
    val_mse = float(((pred - Yva) ** 2).mean())
    print(f"epoch {epoch} train_mse {np.mean(losses):.4f} val_mse {val_mse:.4f}")
