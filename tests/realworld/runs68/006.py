# Sinkhorn-style row normalisation kernel from a torch extension, ported as ops.Custom(func_type="pyfunc")
# with the numpy implementation. The out_shape callable was copied from another op that returned a row vector.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def sinkhorn_np(logits):
    p = np.exp(logits - logits.max(axis=-1, keepdims=True))
    for _ in range(5):
        p = p / p.sum(axis=-1, keepdims=True)
        p = p / p.sum(axis=-2, keepdims=True)
    return p.astype(np.float32)

sinkhorn = ops.Custom(sinkhorn_np, out_shape=lambda x: (x[0], 1), out_dtype=lambda x: x, func_type="pyfunc")

class Matcher(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(16, 16)
    def construct(self, a, b):
        s = ops.matmul(self.proj(a), b.T)
        return sinkhorn(s)

net = Matcher()
a = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
b = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
P = net(a, b)
print("assignment", P.shape)
print("row sums", P.sum(axis=1))
