# load_param_into_net with a float16 checkpoint into a float32 network
# Checkpoint was exported in half precision for inference; fine-tuning net is float32.
import os, tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
ms.set_device("CPU")
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 4)
    def construct(self, x):
        return self.fc(x)
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "model_fp16.ckpt")
ms.save_checkpoint([{"name": "fc.weight", "data": Tensor(np.ones((4, 8), np.float16))},
                    {"name": "fc.bias", "data": Tensor(np.zeros((4,), np.float16))}], path)
net = Net()
params = ms.load_checkpoint(path)
not_loaded = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
print(net(Tensor(np.ones((2, 8), np.float32))).asnumpy())
