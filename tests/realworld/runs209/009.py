"""Regression MLP on generated tabular data (house-price style), ported from a PyTorch script."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n = 4000
area = rng.uniform(30, 250, n)
rooms = rng.integers(1, 7, n)
age = rng.uniform(0, 80, n)
price = 3000 * area + 15000 * rooms - 800 * age + rng.normal(0, 20000, n)
X = np.stack([area, rooms, age], 1).astype(np.float32)
y = price.astype(np.float32).reshape(-1, 1)


def gen():
    for i in range(n):
        yield X[i], y[i]


train_ds = ds.GeneratorDataset(gen, column_names=["features", "price"], shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(3, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
for epoch in range(5):
    epoch_loss = []
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(xb, yb).asnumpy()
        epoch_loss.append(loss)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss:.4e}", flush=True)
    print(f"epoch {epoch} mean loss {np.mean(epoch_loss):.4e}", flush=True)
ms.save_checkpoint(net, "price_mlp.ckpt")
print("done, saved price_mlp.ckpt")
