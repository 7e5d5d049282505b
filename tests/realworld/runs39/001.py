# Port of an HF-style classification head: the torch code used F.linear(x, self.weight, self.bias), whose weight
# is stored (out_features, in_features). The port keeps the torch-layout weight (converted 1:1 from the state
# dict) but replaces F.linear with ops.matmul(x, weight) and forgets the transpose.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)


class ClassifierHead(nn.Cell):
    def __init__(self, hidden=64, num_labels=3):
        super().__init__()
        # torch layout: (out_features, in_features)
        self.weight = Parameter(Tensor(np.random.randn(num_labels, hidden).astype(np.float32) * 0.02), name="weight")
        self.bias = Parameter(Tensor(np.zeros(num_labels, np.float32)), name="bias")

    def construct(self, pooled):
        # torch: F.linear(pooled, self.weight, self.bias)
        return ops.matmul(pooled, self.weight) + self.bias


head = ClassifierHead()
loss_fn = nn.CrossEntropyLoss()
pooled = Tensor(np.random.randn(8, 64).astype(np.float32))
labels = Tensor(np.random.randint(0, 3, (8,)).astype(np.int32))
print(f"pooled {pooled.shape} head.weight {head.weight.shape}")
logits = head(pooled)
print("loss", loss_fn(logits, labels))
