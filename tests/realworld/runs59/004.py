# export for deployment: forward pass of the torch model had an "if" on the input statistics
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Denoiser(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.Dense(16, 16)
    def construct(self, x):
        scale = float(x.abs().max().asnumpy())   # torch: x.abs().max().item()
        if scale > 1.0:
            x = x / scale
        return self.enc(x)

net = Denoiser(); net.set_train(False)
print("eager check:", net(Tensor(np.random.randn(2, 16).astype(np.float32))).shape)
ms.export(net, Tensor(np.random.randn(2, 16).astype(np.float32)), file_name="denoiser", file_format="MINDIR")
print("exported denoiser.mindir")
