# ResNet-style stem converted from a torch state_dict. The converter maps BatchNorm names
# (weight->gamma, bias->beta, running_mean->moving_mean, running_var->moving_variance) but passes the torch
# buffer bn.num_batches_tracked through, and the resume code refuses any checkpoint entry it did not use.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Stem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(self.bn(self.conv(x)))

rng = np.random.default_rng(0)
torch_sd = {"conv.weight": rng.standard_normal((16, 3, 3, 3)), "bn.weight": np.ones(16), "bn.bias": np.zeros(16),
            "bn.running_mean": rng.standard_normal(16) * 0.1, "bn.running_var": np.ones(16),
            "bn.num_batches_tracked": np.array(12000)}
rename = {"bn.weight": "bn.gamma", "bn.bias": "bn.beta", "bn.running_mean": "bn.moving_mean",
          "bn.running_var": "bn.moving_variance"}
ckpt = []
for k, v in torch_sd.items():
    dtype = np.int64 if k.endswith("num_batches_tracked") else np.float32
    ckpt.append({"name": rename.get(k, k), "data": Tensor(np.asarray(v, dtype))})
ms.save_checkpoint(ckpt, "stem_ms.ckpt")

net = Stem()
param_dict = ms.load_checkpoint("stem_ms.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load or ckpt_not_load:
    raise KeyError(f"checkpoint/network mismatch: missing {param_not_load}, unexpected {ckpt_not_load}")
