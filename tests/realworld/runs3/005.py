# BCEWithLogitsLoss with target missing the trailing unit dimension
# A binary classifier outputs (N, 1) logits; labels come as (N,) as they did with a squeeze in PyTorch.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
loss_fn = nn.BCEWithLogitsLoss()
logits = Tensor(np.random.randn(4, 1).astype(np.float32))
target = Tensor(np.array([0, 1, 1, 0], np.float32))
print(loss_fn(logits, target).asnumpy())
