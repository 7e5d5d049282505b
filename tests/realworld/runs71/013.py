# Load a converted torch ResNet stem (state_dict saved with numpy) into the MindSpore port
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)

class Stem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 7, stride=2, pad_mode="pad", padding=3, has_bias=False)
        self.bn1 = nn.BatchNorm2d(64)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(self.bn1(self.conv1(x)))

# what torch's resnet.state_dict() contained for the stem (keys and shapes as exported)
rng = np.random.default_rng(0)
torch_sd = {
    "conv1.weight": rng.normal(size=(64, 3, 7, 7)).astype(np.float32),
    "bn1.weight": np.ones(64, np.float32),
    "bn1.bias": np.zeros(64, np.float32),
    "bn1.running_mean": rng.normal(size=64).astype(np.float32),
    "bn1.running_var": np.abs(rng.normal(size=64)).astype(np.float32),
    "bn1.num_batches_tracked": np.array(0, np.int64),
}
net = Stem()
params = {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in torch_sd.items()}
net.load_state_dict(params, strict=True)
print("stem loaded")
