# Conversion script from a PyTorch state dict: the converter transposes every 2-D Linear weight ("torch stores
# (in, out), MindSpore wants (out, in)" - wrong, both use (out, in)) before writing the MindSpore checkpoint.
import numpy as np, mindspore as ms
from mindspore import nn
ms.set_device("CPU")
class MLPHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(768, 256)
        self.fc2 = nn.Dense(256, 10)
    def construct(self, x):
        return self.fc2(ms.ops.relu(self.fc1(x)))
rng = np.random.default_rng(0)
torch_state = {"fc1.weight": rng.normal(size=(256, 768)).astype(np.float32), "fc1.bias": np.zeros(256, np.float32),
               "fc2.weight": rng.normal(size=(10, 256)).astype(np.float32), "fc2.bias": np.zeros(10, np.float32)}
converted = []
for name, value in torch_state.items():
    if value.ndim == 2:
        value = value.T.copy()      # "PyTorch Linear is (in, out)"
    converted.append({"name": name, "data": ms.Tensor(value)})
ms.save_checkpoint(converted, "head_ms.ckpt")
print("converted", len(converted), "tensors -> head_ms.ckpt", flush=True)
net = MLPHead()
params = ms.load_checkpoint("head_ms.ckpt")
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
