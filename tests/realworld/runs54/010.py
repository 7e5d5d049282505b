# Port of a PyTorch model that used nn.LazyLinear (in_features inferred on the first forward).
# The port creates the weight on first call inside construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, HeUniform

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class LazyDense(nn.Cell):
    def __init__(self, out_features):
        super().__init__()
        self.out_features = out_features
        self.weight = None

    def construct(self, x):
        if self.weight is None:
            in_features = x.shape[-1]
            self.weight = Parameter(initializer(HeUniform(), (self.out_features, in_features), ms.float32), name="weight")
        return ops.matmul(x, self.weight.T)


class FeatureHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = LazyDense(64)
        self.act = nn.ReLU()
        self.cls = nn.Dense(64, 4)

    def construct(self, feats):
        return self.cls(self.act(self.proj(feats)))


model = FeatureHead()
feats = ms.Tensor(np.random.randn(8, 37).astype(np.float32))
print("dry run to materialise lazy layers ...")
print(model(feats).shape)
opt = nn.Adam(model.trainable_params(), 1e-3)
