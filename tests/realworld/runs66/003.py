# NaN hunting: the torch script ran with torch.autograd.set_detect_anomaly(True) so the
# backward pass would raise at the op that produced NaN. Ported the switch to set_context.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

DEBUG_NAN = True

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
if DEBUG_NAN:
    # torch.autograd.set_detect_anomaly(True)
    ms.set_context(detect_anomaly=True)

class LogRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(16, 64), nn.Tanh(), nn.Dense(64, 1))

    def construct(self, x):
        # predicts log(rate) for a Poisson target
        return self.body(x).squeeze(-1)

net = LogRegressor()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)

def forward(x, y):
    log_rate = net(x)
    return (ops.exp(log_rate) - y * log_rate).mean()

train_step = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(1)
for step in range(30):
    x = rng.normal(size=(32, 16)).astype(np.float32)
    y = rng.poisson(3.0, size=32).astype(np.float32)
    loss, grads = train_step(ms.Tensor(x), ms.Tensor(y))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} | poisson nll {loss.asnumpy():.4f}")
