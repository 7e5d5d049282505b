# PyTorch ResNet-style stem converted to MindSpore: weight/bias -> gamma/beta renamed, but BatchNorm running_mean/running_var
# were not renamed to moving_mean/moving_variance; the script checks what was not loaded and stops.
import numpy as np, mindspore as ms
from mindspore import nn, Parameter, Tensor
ms.set_device("CPU")
class Stem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(self.bn1(self.conv1(x)))
rng = np.random.default_rng(0)
torch_state = {"conv1.weight": rng.normal(size=(16, 3, 3, 3)), "bn1.weight": np.ones(16), "bn1.bias": np.zeros(16),
               "bn1.running_mean": rng.normal(size=16), "bn1.running_var": np.abs(rng.normal(size=16)),
               "bn1.num_batches_tracked": np.array(1000)}
rename = {"bn1.weight": "bn1.gamma", "bn1.bias": "bn1.beta"}
ms_params = {}
for k, v in torch_state.items():
    name = rename.get(k, k)
    ms_params[name] = Parameter(Tensor(np.asarray(v, np.float32)), name=name)
ms.save_checkpoint([{"name": k, "data": v} for k, v in ms_params.items()], "stem_from_torch.ckpt")
net = Stem()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("stem_from_torch.ckpt"))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not initialised from the converted checkpoint: {param_not_load}")
