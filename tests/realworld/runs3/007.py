# legacy numpy alias np.float in old preprocessing code under numpy 1.26
# Data conversion script from a 2020 repository still uses np.float.
import numpy as np
import mindspore as ms
ms.set_device("CPU")
def normalise(x):
    return (x - x.mean()) / x.std().astype(np.float)
arr = np.random.rand(16, 8)
print(ms.Tensor(normalise(arr), ms.float32).shape)
