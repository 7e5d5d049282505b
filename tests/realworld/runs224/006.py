# Port of a PyTorch house-price regression (raw features, SGD lr from the original notebook).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n = 1024
area = rng.uniform(40, 250, n)
rooms = rng.integers(1, 7, n)
year = rng.uniform(1950, 2020, n)
dist = rng.uniform(0.5, 40, n)
X = np.stack([area, rooms, year, dist], 1).astype(np.float32)
y = (3.1 * area + 12 * rooms + 0.5 * (year - 1950) - 2.0 * dist + rng.normal(0, 10, n)).astype(np.float32)[:, None]

dataset = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(4, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(5):
    total, count = 0.0, 0
    for step, (xb, yb) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        total += float(loss.asnumpy()); count += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} mean loss {total / count:.4f}")
