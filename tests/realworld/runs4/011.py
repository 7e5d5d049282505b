# Attention heads split with the wrong head_dim (hidden 96, 8 heads, head_dim taken as 16).
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
bsz, seq, hidden, heads = 2, 10, 96, 8
head_dim = 16
x = Tensor(np.random.randn(bsz, seq, hidden).astype(np.float32))
q = ops.reshape(x, (bsz, seq, heads, head_dim))
print(q.shape)
