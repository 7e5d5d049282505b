# Binary classifier: torch BCELoss rewritten by hand as -(y*log(p) + (1-y)*log(1-p)) on sigmoid outputs
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(1); ms.set_seed(1)

X = (np.random.randn(512, 20) * 50).astype(np.float32)    # features left unscaled
Y = (X[:, 0] > 0).astype(np.float32).reshape(-1, 1)

net = nn.Dense(20, 1)
opt = nn.Adam(net.trainable_params(), learning_rate=0.05)

def forward(x, y):
    p = ops.sigmoid(net(x))
    return -(y * ops.log(p) + (1 - y) * ops.log(1 - p)).mean()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(25):
    idx = np.random.choice(512, 64, replace=False)
    loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    opt(grads)
    print(f"step {step:3d} | loss {loss.asnumpy():.5f}")
