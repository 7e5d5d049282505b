# Regression fine-tune ported from torch; lr copied from an Adam setup into plain SGD on unnormalised features
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

X = (np.random.rand(256, 8) * 1000).astype(np.float32)      # raw, unnormalised
w_true = np.random.randn(8, 1).astype(np.float32)
Y = X @ w_true + 5.0

net = nn.Dense(8, 1)
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for step in range(30):
    idx = np.random.choice(256, 32, replace=False)
    loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    opt(grads)
    print(f"step {step:3d} | loss {loss.asnumpy():.6e}")
