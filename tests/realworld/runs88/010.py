# span extraction post-processing ported from torch: loop over predicted start positions inside the model
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SpanHead(nn.Cell):
    def __init__(self, hid=32):
        super().__init__()
        self.start = nn.Dense(hid, 1)
        self.end = nn.Dense(hid, 1)
    def construct(self, h):
        s = self.start(h).squeeze(-1)
        e = self.end(h).squeeze(-1)
        best = ops.zeros((), ms.float32)
        for idx in ops.nonzero(s > 0):          # torch: for idx in (s > 0).nonzero()
            b, i = idx[0], idx[1]
            best = ops.maximum(best, s[b, i] + e[b, i:].max())
        return best

head = SpanHead()
h = Tensor(np.random.randn(2, 16, 32).astype(np.float32))
print("best span score:", head(h))
