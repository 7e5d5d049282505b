"""House-price style tabular regression ported from PyTorch; torch loop used clip_grad_norm_(model.parameters(), 1.0)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

N, F = 4096, 12
X = rng.standard_t(df=2, size=(N, F)).astype(np.float32)          # heavy-tailed raw features
y = (X[:, :4] @ np.array([3.0, -2.0, 1.0, 0.5]) + rng.normal(size=N)).astype(np.float32)[:, None]
loader = ds.NumpySlicesDataset((X, y), ["x", "y"], shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
loss_fn = nn.MSELoss()
MAX_GRAD_NORM = 1.0


def forward(a, b):
    return loss_fn(net(a), b)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(a, b):
    loss, grads = grad_fn(a, b)
    ops.clip_by_global_norm(grads, MAX_GRAD_NORM)
    opt(grads)
    return loss


for epoch in range(10):
    losses = []
    for step, (a, b) in enumerate(loader.create_tuple_iterator()):
        losses.append(float(train_step(a, b).asnumpy()))
        if epoch == 0 and step % 8 == 0:
            print(f"epoch 0 step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} last {losses[-1]:.4f}", flush=True)
