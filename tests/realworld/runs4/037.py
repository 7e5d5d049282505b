# Labels stored as int64 by the preprocessing script; the loss needs int32 class indices.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
logits = Tensor(np.random.randn(8, 5).astype(np.float32))
labels = Tensor(np.random.randint(0, 5, size=(8,)).astype(np.float64))
loss = nn.CrossEntropyLoss()(logits, labels)
print(loss)
