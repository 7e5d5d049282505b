"""House-price regression (synthetic), loop ported from a PyTorch tutorial."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(7)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(7)
N, F = 2000, 8
X = rng.normal(size=(N, F)).astype(np.float32)
coef = np.array([3.0, -2.0, 1.5, 0.0, 0.5, -1.0, 2.5, 0.8], np.float32)
y = (X @ coef + 0.1 * rng.normal(size=N)).astype(np.float32)     # shape (N,)

train = ds.NumpySlicesDataset({"x": X[:1600], "y": y[:1600]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1600:], "y": y[1600:]}, shuffle=False).batch(400)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))

    def construct(self, x):
        return self.body(x)


net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, t):
    pred = net(x)
    return loss_fn(pred, t), pred


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)


@ms.jit
def train_step(x, t):
    (loss, pred), grads = grad_fn(x, t)
    opt(grads)
    return loss, pred


first = True
for epoch in range(1, 31):
    losses = []
    for x, t in train.create_tuple_iterator():
        loss, pred = train_step(x, t)
        if first:
            print(f"batch shapes: x={x.shape} target={t.shape} pred={pred.shape}")
            first = False
        losses.append(float(loss.asnumpy()))
    if epoch % 3 == 0 or epoch == 1:
        xv, tv = next(val.create_tuple_iterator())
        vl = float(loss_fn(net(xv), tv).asnumpy())
        print(f"Epoch {epoch:02d} | train_mse {np.mean(losses):.4f} | val_mse {vl:.4f}")
print(f"target variance: {y.var():.4f}")
