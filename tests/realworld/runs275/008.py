# Port of a PyTorch regression training loop that used torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.standard_normal((2048, 16)).astype(np.float32)
Y = (np.sin(X[:, :4]).sum(1, keepdims=True) + 0.5 * X[:, 4:8].prod(1, keepdims=True)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.5, momentum=0.9)
loss_fn = nn.MSELoss()
MAX_GRAD_NORM = 1.0


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


def train_step(x, y):
    loss, grads = grad_fn(x, y)
    ops.clip_by_global_norm(grads, MAX_GRAD_NORM)
    optimizer(grads)
    return loss


for epoch in range(5):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.6f}")
