# Swin Transformer block ported from HF: the cyclic shift torch.roll(hidden, shifts=(-s, -s), dims=(1, 2))
# became mindspore.mint.roll, and the port is being checked on CPU.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def window_partition(x, ws):
    b, h, w, c = x.shape
    x = x.reshape(b, h // ws, ws, w // ws, ws, c)
    return x.transpose(0, 1, 3, 2, 4, 5).reshape(-1, ws, ws, c)

class SwinShiftBlock(nn.Cell):
    def __init__(self, dim=32, window=4, shift=2):
        super().__init__()
        self.window, self.shift = window, shift
        self.norm = nn.LayerNorm((dim,))
        self.proj = mint.nn.Linear(dim, dim)
    def construct(self, x):
        x = self.norm(x)
        shifted = mint.roll(x, shifts=(-self.shift, -self.shift), dims=(1, 2))
        windows = window_partition(shifted, self.window)
        return self.proj(windows)

blk = SwinShiftBlock()
x = Tensor(np.random.randn(2, 8, 8, 32).astype(np.float32))
out = blk(x)
print("windows", out.shape, float(out.mean()))
