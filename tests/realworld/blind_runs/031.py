# SoftmaxCrossEntropyWithLogits sparse labels given as float
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
logits = Tensor(np.random.randn(4, 10).astype(np.float32))
labels = Tensor(np.array([1, 2, 3, 4], np.float32))
print(loss_fn(logits, labels))
