# Python generator (yield) used inside a jit-compiled function.
import numpy as np, mindspore as ms
from mindspore import Tensor
def chunks(x, n):
    for i in range(n):
        yield x[i]
@ms.jit
def total(x):
    s = 0
    for c in chunks(x, 4):
        s = s + c.sum()
    return s
print(total(Tensor(np.ones((4, 3), np.float32))))
