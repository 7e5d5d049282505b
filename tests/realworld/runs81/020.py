# Gradient accumulation ported from torch (loss / accum; loss.backward() adds into .grad; step every
# `accum` micro-batches). MindSpore returns gradients as a tuple, and the port sums them with `+`.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

ACCUM = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype(np.float32)
Y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 2))
opt = nn.Adam(net.trainable_params(), 1e-3)
ce = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda a, b: ce(net(a), b) / ACCUM, None, opt.parameters)

accum_grads = ()
for step in range(64):
    i = (step * 16) % 1024
    loss, grads = gf(Tensor(X[i:i + 16]), Tensor(Y[i:i + 16]))
    accum_grads = accum_grads + grads
    if (step + 1) % ACCUM == 0:
        opt(accum_grads)
        accum_grads = ()
        print(f"update {(step + 1) // ACCUM:2d} micro-batch loss {loss.asnumpy() * ACCUM:.4f}")
