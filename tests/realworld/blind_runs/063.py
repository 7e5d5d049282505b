# nn.LayerNorm normalized_shape not matching hidden size (config copied from a bigger model)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ln = nn.LayerNorm((1024,), begin_norm_axis=-1, begin_params_axis=-1)
h = Tensor(np.ones((2, 16, 768), np.float32))
print(ln(h).shape)
