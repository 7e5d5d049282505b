# EMA of weights ported from torch: torch.add(ema, p, alpha=...) written into a preallocated buffer with out=
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_seed(0)
net = nn.SequentialCell(nn.Dense(4, 16), nn.ReLU(), nn.Dense(16, 1))
ema = [p.value().copy() for p in net.trainable_params()]
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
gfn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
decay = 0.99
for step in range(5):
    x = Tensor(np.random.randn(32, 4).astype(np.float32))
    y = x.sum(axis=1, keepdims=True)
    loss, g = gfn(x, y)
    opt(g)
    for buf, p in zip(ema, net.trainable_params()):
        buf.mul_(decay)
        mint.add(buf, p, alpha=1 - decay, out=buf)
    print(f"step {step} loss {loss.asnumpy():.4f}")
