# masked_fill with an int32 padding mask (PyTorch code used mask.long()).
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
scores = Tensor(np.random.randn(2, 4, 4).astype(np.float32))
mask = Tensor(np.triu(np.ones((4, 4)), 1).astype(np.int32))
out = ops.masked_fill(scores, mask, float("-inf"))
print(out.shape)
