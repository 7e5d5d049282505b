# bf16 training recipe from GPU (torch_dtype=bfloat16) run on a CPU box
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

x = ms.Tensor(np.random.randn(4, 64).astype(np.float32)).astype(ms.bfloat16)
w = ms.Tensor(np.random.randn(64, 64).astype(np.float32)).astype(ms.bfloat16)
h = ops.matmul(x, w)
print(ops.softmax(h, axis=-1).shape)
