# healthy: PyNative custom training loop with value_and_grad (the MindSpore 2.x idiom)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(1, 31):
    x = rng.normal(size=(16, 8)).astype(np.float32)
    y = x.sum(axis=1, keepdims=True).astype(np.float32)
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step}, loss {loss.asnumpy():.4f}")
print("finished 30 steps")
