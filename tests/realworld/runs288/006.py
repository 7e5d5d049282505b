# House-price style regression ported from a PyTorch notebook: MLP + MSELoss + SGD(momentum)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

N, D = 2048, 13
X = np.random.rand(N, D).astype(np.float32)
X[:, 0] *= 3000.0      # living area (sq ft)
X[:, 1] *= 10.0        # rooms
X[:, 2] *= 100.0       # age (years)
w = np.random.rand(D).astype(np.float32)
price = (X @ w * 120.0 + 50000.0 + np.random.randn(N) * 5000.0).astype(np.float32).reshape(-1, 1)

loader = ds.NumpySlicesDataset({"x": X, "y": price}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(
    nn.Dense(D, 64), nn.ReLU(),
    nn.Dense(64, 64), nn.ReLU(),
    nn.Dense(64, 1),
)
loss_fn = nn.MSELoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)

def forward_fn(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

print(f"samples={N} features={D} batches/epoch={loader.get_dataset_size()}")
for epoch in range(5):
    net.set_train()
    losses = []
    for step, (x, y) in enumerate(loader.create_tuple_iterator()):
        loss = train_step(x, y)
        losses.append(loss.asnumpy())
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.6e}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.6e}")
print("training finished")
