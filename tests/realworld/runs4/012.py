# KV cache concatenated along the wrong axis (heads vs sequence) inside a jit function.
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
@ms.jit
def update_cache(cache, new):
    return ops.concat((cache, new), axis=1)
cache = Tensor(np.zeros((1, 8, 16, 64), np.float32))   # (b, heads, seq, dim)
new = Tensor(np.zeros((1, 1, 8, 64), np.float32))      # (b, seq, heads, dim)
print(update_cache(cache, new).shape)
