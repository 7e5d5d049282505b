# gather with float position indices (arange in float)
# Position ids built with np.linspace/arange in float, then used to index the embedding table.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
table = Tensor(np.random.randn(128, 16).astype(np.float32))
pos = Tensor(np.arange(0, 10, dtype=np.float32))
print(ops.gather(table, pos, 0).shape)
