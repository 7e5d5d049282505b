# Gradient accumulation (4 micro-batches) ported from a torch loop: accumulate grads, step every 4
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
ACCUM = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 24)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(24, 64), nn.GELU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y) / ACCUM, None, opt.parameters)

accum_grads = ()
for step in range(32):
    x = ms.Tensor(X[step * 16:(step + 1) * 16]); y = ms.Tensor(Y[step * 16:(step + 1) * 16])
    loss, grads = grad_fn(x, y)
    accum_grads = accum_grads + grads          # torch: p.grad += g
    if (step + 1) % ACCUM == 0:
        opt(accum_grads)
        accum_grads = ()
        print(f"update {(step + 1) // ACCUM} loss {loss.asnumpy() * ACCUM:.4f}", flush=True)
