# Per-sample Huber loss written for torch.func.vmap, where the torch version used torch.where.
# During the port the loss was rewritten "more readably" with a Python if on the residual.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

DELTA = 1.0
def huber(pred, target):
    r = ops.abs(pred - target)
    if r < DELTA:
        return 0.5 * r * r
    return DELTA * (r - 0.5 * DELTA)

pred = ms.Tensor(np.random.randn(32).astype(np.float32))
target = ms.Tensor(np.random.randn(32).astype(np.float32))
per_sample = ms.vmap(huber, in_axes=(0, 0))(pred, target)
print("mean huber", per_sample.mean())
