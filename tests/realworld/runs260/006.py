"""House-price style regression (synthetic tabular data), ported from a PyTorch script."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
N = 2048
area = rng.uniform(40, 250, N)            # m^2
rooms = rng.integers(1, 7, N).astype(np.float64)
year = rng.uniform(1950, 2023, N)
dist = rng.uniform(0.5, 40, N)            # km to centre
X = np.stack([area, rooms, year, dist], axis=1).astype(np.float32)
price = (3200 * area + 15000 * rooms + 800 * (year - 1950) - 4000 * dist + rng.normal(0, 20000, N)).astype(np.float32)
y = price.reshape(-1, 1)
print("X shape", X.shape, "y shape", y.shape)

train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(5):
    losses = []
    for step, (x, t) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, t)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {losses[-1]:.6e}")
    print(f"epoch {epoch} mean train loss {np.mean(losses):.6e}")
