# torch: `with torch.no_grad(): evaluate()` -- ported by switching requires_grad off for the evaluation pass
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(2400, 16)).astype(np.float32)
y = (X[:, :4] @ np.array([1.5, -2.0, 1.0, 0.5], np.float32) + 0.1 * rng.normal(size=2400)).astype(np.float32)[:, None]
train = ds.NumpySlicesDataset({"x": X[:2000], "y": y[:2000]}, shuffle=True).batch(50)
Xv, yv = ms.Tensor(X[2000:]), ms.Tensor(y[2000:])

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

def evaluate():
    for p in net.get_parameters():        # torch.no_grad()
        p.requires_grad = False
    return float(loss_fn(net(Xv), yv).asnumpy())

for epoch in range(5):
    losses = []
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} val loss {evaluate():.4f}", flush=True)
