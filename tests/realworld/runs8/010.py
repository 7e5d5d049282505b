# Sensor-sequence model ported from PyTorch: the original transposed (batch, seq, feat) to (batch, feat, seq) before
# nn.BatchNorm1d(feat); the port dropped the transpose ("MindSpore is channels-last anyway"), so BatchNorm1d(16)
# receives (batch, 50, 16) and treats 50 as the channel axis.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
class SeqEncoder(nn.Cell):
    def __init__(self, feat=16, hidden=32):
        super().__init__()
        self.bn = nn.BatchNorm1d(feat)
        self.proj = nn.Dense(feat, hidden)
        self.head = nn.Dense(hidden, 3)
    def construct(self, x):           # x: (batch, seq, feat)
        x = self.bn(x)
        return self.head(self.proj(x).mean(1))
net = SeqEncoder()
net.set_train(True)
x = Tensor(np.random.default_rng(0).normal(size=(8, 50, 16)).astype(np.float32))
print("input", x.shape, flush=True)
print(net(x).shape)
