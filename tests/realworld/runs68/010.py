# FNet-style token mixing block ported from PyTorch:
#   torch: x = x + torch.fft.irfft(torch.fft.rfft(x, dim=1) * self.filter, dim=1)
# The torch model used seq_len 128; the new dataset has seq_len 127 (BOS dropped).
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class GlobalFilter(nn.Cell):
    def __init__(self, seq_len, dim):
        super().__init__()
        freqs = seq_len // 2 + 1
        self.w_re = ms.Parameter(ms.Tensor(np.ones((freqs, dim), np.float32)), name="w_re")
        self.w_im = ms.Parameter(ms.Tensor(np.zeros((freqs, dim), np.float32)), name="w_im")
    def construct(self, x):
        X = ops.rfft(x, dim=1)
        W = ops.Complex()(self.w_re, self.w_im)
        return x + ops.irfft(X * W, dim=1)

class Block(nn.Cell):
    def __init__(self, seq_len, dim):
        super().__init__()
        self.mix = GlobalFilter(seq_len, dim)
        self.norm = nn.LayerNorm((dim,))
        self.ff = nn.Dense(dim, dim)
    def construct(self, x):
        return self.ff(self.norm(self.mix(x)))

seq_len, dim = 127, 32
block = Block(seq_len, dim)
x = ms.Tensor(np.random.randn(4, seq_len, dim).astype(np.float32))
print(block(x).shape)
