# Small CNN ported from torch: nn.Conv2d(3, 16, 3, padding=1) in torch has bias=True by default; the port
# writes nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1) and keeps MindSpore's default has_bias=False.
# The converted torch checkpoint (conv1.weight, conv1.bias, ...) is loaded with strict checking.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, 10)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flat(x))

rng = np.random.default_rng(1)
converted = {  # output of the torch -> MindSpore converter (names kept, shapes identical)
    "conv1.weight": rng.standard_normal((16, 3, 3, 3)), "conv1.bias": rng.standard_normal(16),
    "conv2.weight": rng.standard_normal((32, 16, 3, 3)), "conv2.bias": rng.standard_normal(32),
    "fc.weight": rng.standard_normal((10, 2048)), "fc.bias": rng.standard_normal(10),
}
ms.save_checkpoint([{"name": k, "data": Tensor(v.astype(np.float32))} for k, v in converted.items()], "cnn_converted.ckpt")

net = SmallCNN()
params = ms.load_checkpoint("cnn_converted.ckpt")
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused checkpoint entries:", unused)
if not_loaded or unused:
    raise RuntimeError(f"checkpoint does not match the network: unused checkpoint entries {unused}")
