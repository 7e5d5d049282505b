# Port of a torch regression training loop: loss.backward(); optimizer.step()
# translated to mindspore.value_and_grad + optimizer(grads)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

class MLP(nn.Cell):
    def __init__(self, d_in=8, d_hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(d_in, d_hidden), nn.ReLU(), nn.Dense(d_hidden, 1))

    def construct(self, x):
        return self.net(x)

model = MLP()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-2)
loss_fn = nn.MSELoss()

def forward_fn(x, y):
    pred = model(x)
    return loss_fn(pred, y)

# torch: loss.backward() gives grads of the parameters
grad_fn = ms.value_and_grad(forward_fn)

rng = np.random.default_rng(0)
W = rng.normal(size=(8, 1)).astype(np.float32)
for step in range(20):
    xb = rng.normal(size=(32, 8)).astype(np.float32)
    yb = (xb @ W).astype(np.float32)
    loss, grads = grad_fn(ms.Tensor(xb), ms.Tensor(yb))
    optimizer(grads)
    if step % 5 == 0:
        print(f"step {step:3d} loss {loss.asnumpy():.5f}")
