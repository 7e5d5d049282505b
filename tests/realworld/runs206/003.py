# House-price regression (MLP), features fed in raw units, custom training loop.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(42)

rng = np.random.default_rng(42)
N = 2048
sqft = rng.uniform(500, 4000, N)
rooms = rng.integers(1, 7, N)
year = rng.integers(1950, 2022, N)
dist = rng.uniform(0.5, 40, N)
X = np.stack([sqft, rooms, year, dist], 1).astype(np.float32)
price = (150 * sqft + 10000 * rooms + 500 * (year - 1950) - 3000 * dist + rng.normal(0, 20000, N)) / 1000.0
y = price.astype(np.float32).reshape(-1, 1)   # in k$

train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)

def forward(x, t):
    return loss_fn(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(3):
    for batch in train.create_dict_iterator():
        loss, grads = grad_fn(batch["x"], batch["y"])
        opt(grads)
        step += 1
        if step <= 8 or step % 10 == 0:
            print(f"epoch {epoch+1} step {step:4d} | train_mse {loss.asnumpy():.4f}")
    print(f"==> epoch {epoch+1} done, last loss {loss.asnumpy():.4f}")
