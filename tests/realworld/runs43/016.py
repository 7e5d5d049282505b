# Mistake: HF label-smoothing code `F.one_hot(labels, num_classes)` ported with the torch-like
# mindspore.mint.nn.functional.one_hot and run on the CPU backend; it dispatches to OneHotExt,
# which has no CPU kernel (ops.one_hot would work).
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
NUM_CLASSES, SMOOTH = 5, 0.1
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, NUM_CLASSES))
opt = nn.Adam(net.trainable_params(), 1e-3)

def smoothed_ce(logits, labels):
    target = mint.nn.functional.one_hot(labels, NUM_CLASSES).astype(logits.dtype)
    target = target * (1 - SMOOTH) + SMOOTH / NUM_CLASSES
    return -(target * ops.log_softmax(logits, axis=-1)).sum(-1).mean()

def forward(x, y):
    return smoothed_ce(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(5):
    x = ms.Tensor(rng.standard_normal((8, 16)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, NUM_CLASSES, 8).astype(np.int64))
    loss, grads = grad_fn(x, y)
    opt(grads)
    print("step", step, "loss", loss)
