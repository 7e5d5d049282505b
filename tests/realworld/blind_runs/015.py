# nn.Embedding fed float ids
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
emb = nn.Embedding(100, 16)
ids = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
print(emb(ids).shape)
