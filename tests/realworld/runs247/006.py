# Port of a PyTorch house-price regression MLP (features fed as in the raw CSV)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
N = 2048
area = rng.uniform(40, 250, N)            # m^2
year = rng.uniform(1950, 2022, N)         # build year
rooms = rng.integers(1, 7, N).astype(np.float64)
dist = rng.uniform(0.5, 30, N)            # km to center
X = np.stack([area, year, rooms, dist], 1).astype(np.float32)
price = (3000 * area + 500 * (year - 1950) + 10000 * rooms - 2000 * dist) / 1000.0   # in k
y = (price + rng.normal(0, 10, N)).astype(np.float32)[:, None]

dataset = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

for epoch in range(10):
    losses = []
    for step, (x, t) in enumerate(dataset.create_tuple_iterator()):
        losses.append(train_net(x, t).asnumpy())
        if epoch == 0 and step < 8:
            print(f"epoch 0 step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch}: train mse {np.mean(losses):.4f}  last batch {losses[-1]:.4f}")
