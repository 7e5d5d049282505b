# Per-example max pooling over tokens, exported with dynamic batch/seq (set_inputs with None dims)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class MaxPoolEncoder(nn.Cell):
    def __init__(self, hidden=16):
        super().__init__()
        self.proj = nn.Dense(hidden, hidden)

    def construct(self, x):
        h = self.proj(x)
        pooled = []
        for i in range(h.shape[0]):          # torch: for i in range(h.size(0))
            pooled.append(h[i].max(axis=0))
        return ops.stack(pooled)

net = MaxPoolEncoder()
net.set_inputs(ms.Tensor(shape=[None, None, 16], dtype=ms.float32))
for bsz, seq in [(3, 7), (5, 11)]:
    out = net(ms.Tensor(np.random.randn(bsz, seq, 16).astype(np.float32)))
    print("batch", bsz, "seq", seq, "->", out.shape)
