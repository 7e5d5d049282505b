"""House-price regression on raw (unscaled) features, custom training loop."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(7)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(7)
n = 2000
area = rng.uniform(30, 300, n)          # m^2
rooms = rng.integers(1, 7, n)
year = rng.integers(1950, 2024, n)
dist = rng.uniform(0.5, 40, n)           # km to centre
X = np.stack([area, rooms, year, dist], 1).astype(np.float32)
price = (3000 * area + 15000 * rooms + 200 * (year - 1950) - 4000 * dist + rng.normal(0, 2e4, n)).astype(np.float32)
Y = price[:, None] / 1000.0              # in k$

train = ds.NumpySlicesDataset((X, Y), column_names=["x", "y"], shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
step.set_train()

for epoch in range(1, 6):
    running = []
    for i, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = step(x, y).asnumpy()
        running.append(loss)
        if i % 10 == 0:
            print(f"epoch {epoch} | step {i:3d}/{train.get_dataset_size()} | loss {loss:.4f}")
    print(f"==> epoch {epoch} mean train loss: {np.mean(running):.4f}")
