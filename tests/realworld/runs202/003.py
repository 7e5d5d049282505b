# House-price regression, functional training loop (migrated from a PyTorch notebook)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(1)
np.random.seed(1)

# raw features: area (m^2), rooms, age (years), distance to centre (m)
N = 1024
area = np.random.uniform(40, 250, N)
rooms = np.random.randint(1, 7, N)
age = np.random.uniform(0, 80, N)
dist = np.random.uniform(200, 30000, N)
X = np.stack([area, rooms, age, dist], axis=1).astype(np.float32)
price = (3000 * area + 15000 * rooms - 800 * age - 2.0 * dist + np.random.randn(N) * 10000).astype(np.float32)
y = price.reshape(-1, 1)

train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)

def forward_fn(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

for epoch in range(1, 6):
    net.set_train()
    total, n = 0.0, 0
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(xb, yb)
        total += float(loss.asnumpy()); n += 1
        if step % 4 == 0:
            print(f"Epoch [{epoch}/5] Step [{step}/16] loss: {loss.asnumpy():.4f}")
    print(f"Epoch {epoch} average train loss: {total / n:.4f}")
