# PyTorch "with torch.autocast(...)" pattern kept as a Python context manager inside construct under GRAPH_MODE.
import contextlib
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
class autocast(contextlib.ContextDecorator):
    def __init__(self, dtype):
        self.dtype = dtype
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 32)
        self.fc2 = nn.Dense(32, 4)
        self.amp = autocast(ms.float16)
    def construct(self, x):
        with self.amp:
            h = self.fc1(x).relu()
        return self.fc2(h)
net = Net()
print(net(Tensor(np.ones((4, 16), np.float32))))
