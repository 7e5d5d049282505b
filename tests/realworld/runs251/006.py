# Port of a PyTorch tabular regression script (California-housing-like data, raw features).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)

rng = np.random.default_rng(7)
n = 2048
median_income = rng.gamma(4.0, 1.0, n) * 1.5
house_age = rng.integers(1, 52, n).astype(np.float64)
total_rooms = rng.lognormal(7.5, 0.6, n)
population = rng.lognormal(7.0, 0.7, n)
latitude = rng.uniform(32.5, 42.0, n)
X = np.stack([median_income, house_age, total_rooms, population, latitude], 1).astype(np.float32)
y = (0.45 * median_income + 0.01 * house_age + 0.00002 * total_rooms - 0.05 * (latitude - 35)
     + rng.normal(0, 0.3, n)).astype(np.float32).reshape(-1, 1)
print("X shape", X.shape, "y mean %.3f" % y.mean())

train = ds.NumpySlicesDataset({"x": X[:1800], "y": y[:1800]}, shuffle=True).batch(64)
val_x, val_y = ms.Tensor(X[1800:]), ms.Tensor(y[1800:])

net = nn.SequentialCell(nn.Dense(5, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(15):
    net.set_train(True)
    losses = []
    for xb, yb in train.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    net.set_train(False)
    val = float(loss_fn(net(val_x), val_y).asnumpy())
    print(f"epoch {epoch+1:2d}  train_mse {np.mean(losses):.4f}  val_mse {val:.4f}", flush=True)
