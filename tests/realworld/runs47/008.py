import numpy as np
import mindspore as ms
from mindspore import mint

ms.set_device("CPU")
B, T, D = 2, 8, 16
q = ms.Tensor(np.random.randn(B, T, D).astype(np.float32))
k = ms.Tensor(np.random.randn(B, T + 4, D).astype(np.float32))
# ported from torch: scores = torch.bmm(q, k) / sqrt(d)   (forgot k.transpose(1, 2))
scores = mint.bmm(q, k) / np.sqrt(D)
attn = mint.softmax(scores, dim=-1)
print(attn.shape)
