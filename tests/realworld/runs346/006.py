# House-price style regression ported from PyTorch (SGD lr=0.01, nn.MSELoss) to MindSpore.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)
rng = np.random.default_rng(42)

N, D = 2048, 13
X = rng.normal(size=(N, D)).astype(np.float32)
w = rng.normal(size=(D, 1)).astype(np.float32)
y = (X @ w + 0.3 * rng.normal(size=(N, 1))).astype(np.float32)
Xtr, ytr, Xva, yva = X[:1792], y[:1792], X[1792:], y[1792:]

train_ds = ds.NumpySlicesDataset({"x": Xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss(reduction="sum")
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
step.set_train()

eval_mse = lambda: float(np.mean((net(Tensor(Xva)).asnumpy() - yva) ** 2))
print(f"initial val mse {eval_mse():.4f}")
gstep = 0
for epoch in range(6):
    losses = []
    for batch in train_ds.create_dict_iterator():
        loss = float(step(batch["x"], batch["y"]).asnumpy())
        losses.append(loss)
        gstep += 1
        if gstep <= 6 or gstep % 7 == 0:
            print(f"epoch {epoch} global_step {gstep} loss {loss:.4f}")
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} val mse {eval_mse():.4f}")
