# Tensor.astype with a dtype string mindspore does not have
# Casting weights to float8 as done in the PyTorch code (torch.float8_e4m3fn) -> astype("float8").
import numpy as np
import mindspore as ms
ms.set_device("CPU")
w = ms.Tensor(np.random.randn(4, 4).astype(np.float32))
w8 = w.astype("float8")
print(w8.dtype)
