# Port of a torch "LazyLinear"-style adapter: weight is created on first forward
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import initializer, XavierUniform

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class LazyAdapter(nn.Cell):
    def __init__(self, out_features):
        super().__init__()
        self.out_features = out_features
        self.weight = None

    def construct(self, x):
        if self.weight is None:
            # torch: self.weight = nn.Parameter(torch.empty(out, x.shape[-1])); nn.init.xavier_uniform_(...)
            self.weight = Parameter(initializer(XavierUniform(), (self.out_features, x.shape[-1]), ms.float32), name="weight")
        return ops.matmul(x, self.weight.T)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(32, 64)
        self.act = nn.GELU()
        self.adapter = LazyAdapter(10)

    def construct(self, x):
        return self.adapter(self.act(self.backbone(x)))

net = Model()
loss_fn = nn.CrossEntropyLoss()
x = Tensor(np.random.randn(16, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 10, (16,)).astype(np.int32))
print("building model, params:", len(net.trainable_params()))
logits = net(x)
print("logits", logits.shape)
