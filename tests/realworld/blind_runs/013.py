# Conv2d channel mismatch (NHWC image fed to NCHW conv)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
conv = nn.Conv2d(3, 16, 3)
img = Tensor(np.ones((1, 224, 224, 3), np.float32))
print(conv(img).shape)
