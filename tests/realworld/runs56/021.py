# Healthy: torch F.cross_entropy(ignore_index=-100, label_smoothing=0.1) ported to ops.cross_entropy (int32 labels)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
W = rng.standard_normal((16, 5))
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 5))
opt = nn.Adam(net.trainable_params(), 3e-3)
def fwd(x, y):
    return ops.cross_entropy(net(x), y, ignore_index=-100, label_smoothing=0.1)
gfn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(30):
    x = rng.standard_normal((32, 16)).astype(np.float32)
    y = (x @ W).argmax(1).astype(np.int32)
    y[:3] = -100
    loss, g = gfn(Tensor(x), Tensor(y))
    opt(g)
    if step % 3 == 0 or step == 29:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("training finished")
