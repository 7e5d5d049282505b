# Mistake: torch -> MindSpore converter for a ResNet-style block renames weight->gamma and
# bias->beta for BatchNorm, but forgets running_mean/running_var -> moving_mean/moving_variance
# (and keeps num_batches_tracked); the BN statistics never reach the network.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(device_target="CPU")

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(self.bn2(self.conv2(self.relu(self.bn1(self.conv1(x))))))

# torch state_dict as exported (numpy arrays)
rng = np.random.default_rng(0)
torch_sd = {
    "conv1.weight": rng.standard_normal((16, 3, 3, 3)).astype(np.float32),
    "bn1.weight": np.ones(16, np.float32), "bn1.bias": np.zeros(16, np.float32),
    "bn1.running_mean": rng.standard_normal(16).astype(np.float32),
    "bn1.running_var": rng.uniform(0.5, 2, 16).astype(np.float32),
    "bn1.num_batches_tracked": np.array(1000, np.int64),
    "conv2.weight": rng.standard_normal((16, 16, 3, 3)).astype(np.float32),
    "bn2.weight": np.ones(16, np.float32), "bn2.bias": np.zeros(16, np.float32),
    "bn2.running_mean": rng.standard_normal(16).astype(np.float32),
    "bn2.running_var": rng.uniform(0.5, 2, 16).astype(np.float32),
    "bn2.num_batches_tracked": np.array(1000, np.int64),
}

def convert(sd):
    out = {}
    for k, v in sd.items():
        if k.startswith("bn"):
            k = k.replace(".weight", ".gamma").replace(".bias", ".beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out

net = Block()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, convert(torch_sd))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not loaded: {param_not_load}")
