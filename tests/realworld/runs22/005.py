# Small MLP regression, functional training loop (value_and_grad), PyNative
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

X = np.random.randn(512, 16).astype(np.float32)
W = np.random.randn(16, 1).astype(np.float32)
Y = (X @ W + 0.1 * np.random.randn(512, 1)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2, weight_decay=0.01)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for step in range(40):
    idx = np.random.choice(512, 64, replace=False)
    loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step:3d} | loss {loss.asnumpy():.5f}")
print("done")
