# load_param_into_net with strict_load=True and a prefixed checkpoint
import os, tempfile
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")

class Wrapper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.model = nn.Dense(8, 8)
    def construct(self, x):
        return self.model(x)

tmp = tempfile.mkdtemp()
p = os.path.join(tmp, "w.ckpt")
ms.save_checkpoint(Wrapper(), p)
params = ms.load_checkpoint(p)
print("checkpoint keys:", list(params))
net = nn.Dense(8, 8)
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
assert not not_loaded, f"parameters missing from checkpoint: {not_loaded}"
