"""House-price regression (custom loop) on raw features, ported from a PyTorch notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n = 2000
area = rng.uniform(40, 250, n)            # m^2
rooms = rng.integers(1, 7, n)
year = rng.integers(1950, 2022, n)
dist = rng.uniform(0.5, 30, n)            # km to centre
price = 3200 * area + 15000 * rooms + 800 * (year - 1950) - 4000 * dist + rng.normal(0, 20000, n)
X = np.stack([area, rooms, year, dist], 1).astype(np.float32)
y = price[:, None].astype(np.float32)
print(f"features {X.shape}, price mean {y.mean():.0f} std {y.std():.0f}")

train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-5, momentum=0.9)


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


def train_step(x, t):
    loss, grads = grad_fn(x, t)
    opt(grads)
    return loss


for epoch in range(1, 6):
    running = 0.0
    for i, b in enumerate(train.create_dict_iterator(), 1):
        loss = train_step(b["x"], b["y"])
        running += float(loss.asnumpy())
        if i % 10 == 0:
            print(f"[epoch {epoch}, batch {i:3d}] loss: {running / 10:.3f}")
            running = 0.0
print("Finished Training")
ms.save_checkpoint(net, "/home/user/project/house_mlp.ckpt")
