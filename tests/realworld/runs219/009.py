# House-price regression MLP; the PyTorch script ran `model.half()` to save memory, ported as
# auto_mixed_precision level O3 (whole network in float16).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore import amp

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(8)

rng = np.random.default_rng(0)
N, D = 2048, 12
x = rng.standard_normal((N, D)).astype(np.float32)
w = rng.uniform(5_000, 40_000, D).astype(np.float32)
price = (250_000 + x @ w + 10_000 * rng.standard_normal(N)).astype(np.float32)[:, None]
train = ds.NumpySlicesDataset({"features": x, "price": price}, shuffle=True).batch(64, drop_remainder=True)

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor()
net = amp.auto_mixed_precision(net, "O3")
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward_fn(x, y):
    pred = net(x)
    return loss_fn(pred, y.astype(pred.dtype))

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for epoch in range(3):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
