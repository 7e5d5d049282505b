# Audio/sequence classifier head ported from torch. The torch model applied BatchNorm1d to features
# after permuting to (batch, channels, frames): self.bn(x.transpose(1, 2)).transpose(1, 2).
# The port feeds the (batch, frames, channels) tensor straight into nn.BatchNorm1d(num_features=80).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class FeatureEncoder(nn.Cell):
    def __init__(self, n_mels=80, hidden=64):
        super().__init__()
        self.bn = nn.BatchNorm1d(n_mels)
        self.proj = nn.Dense(n_mels, hidden)
    def construct(self, feats):
        x = self.bn(feats)                 # torch: self.bn(feats.transpose(1, 2)).transpose(1, 2)
        return ops.relu(self.proj(x))

enc = FeatureEncoder()
enc.set_train(True)
feats = Tensor(np.random.randn(4, 200, 80).astype(np.float32))   # (batch, frames, n_mels)
print("log-mel features", feats.shape)
h = enc(feats)
print("encoded", h.shape)
