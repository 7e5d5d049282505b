"""Demand forecasting MLP, ported from PyTorch. Custom training loop with
value_and_grad and a jit-compiled train step; SGD with momentum as in the torch code."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(5)


def sales_generator(n=4096, seed=0):
    rng = np.random.default_rng(seed)
    price = rng.uniform(5, 500, size=n)
    promo = rng.integers(0, 2, size=n)
    stores = rng.uniform(100, 5000, size=n)
    temp = rng.normal(20, 8, size=n)
    demand = 0.02 * stores - 0.5 * price + 30 * promo + 2 * temp + rng.normal(0, 5, size=n)
    for i in range(n):
        feats = np.array([price[i], promo[i], stores[i], temp[i]], np.float32)
        yield feats, np.array([demand[i]], np.float32)


dataset = ds.GeneratorDataset(lambda: sales_generator(), column_names=["features", "demand"], shuffle=True)
dataset = dataset.batch(128, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=1e-4)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


steps = dataset.get_dataset_size()
for epoch in range(8):
    net.set_train()
    running = 0.0
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(x, y)
        running += float(loss.asnumpy())
        if step % 8 == 0:
            print(f"epoch [{epoch + 1}/8] step [{step}/{steps}] loss: {loss.asnumpy():.4f}")
    print(f"epoch {epoch + 1} mean loss {running / steps:.4f}")
