# Linear regression on house-price style features, ported from a PyTorch notebook
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n = 4096
sqft = rng.uniform(500, 4000, n)
rooms = rng.integers(1, 8, n)
age = rng.uniform(0, 100, n)
lot = rng.uniform(1000, 20000, n)
X = np.stack([sqft, rooms, age, lot], 1).astype(np.float32)
y = (150 * sqft + 10000 * rooms - 500 * age + 2 * lot + rng.normal(0, 20000, n)).astype(np.float32)[:, None] / 1000.0

train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(128)

net = nn.Dense(4, 1)
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-2, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(10):
    net.set_train()
    losses = []
    for step, (a, b) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(a, b)
        opt(grads)
        losses.append(float(loss))
        if epoch == 0 and step < 8:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} last_loss {losses[-1]:.4f}")
print("training finished")
