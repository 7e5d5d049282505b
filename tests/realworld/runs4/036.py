# Batch matmul of attention probs with values whose sequence lengths differ (prefix cache off by one).
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
probs = Tensor(np.random.rand(2, 4, 10, 10).astype(np.float32))
values = Tensor(np.random.rand(2, 4, 11, 16).astype(np.float32))
out = ops.matmul(probs, values)
print(out.shape)
