import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_device("CPU")
class MHA(nn.Cell):
    def __init__(self, d_model=64, n_heads=6):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.qkv = mint.nn.Linear(d_model, 3 * d_model)
    def construct(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(B, T, self.n_heads, self.head_dim).transpose(1, 2)
        return q
net = MHA()
print(net(ms.Tensor(np.random.randn(2, 5, 64).astype(np.float32))).shape)
