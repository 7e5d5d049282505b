# helper (not a case): produce a "torch-exported" state_dict npz for case 011
import numpy as np, mindspore as ms
from mindspore import nn
ms.set_seed(0)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.gn1 = nn.GroupNorm(4, 16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.gn2 = nn.GroupNorm(8, 32)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(32, 4)
        self.relu = nn.ReLU()
    def construct(self, x):
        x = self.relu(self.gn1(self.conv1(x)))
        x = self.relu(self.gn2(self.conv2(x)))
        return self.fc(self.pool(x).squeeze(-1).squeeze(-1))
net = Net()
rng = np.random.default_rng(0)
# randomize GN affine so that it matters
for p in net.get_parameters():
    if "gn" in p.name:
        p.set_data(ms.Tensor(rng.normal(1 if "gamma" in p.name else 0, 0.5, size=p.shape).astype(np.float32)))
x = rng.normal(size=(8, 1, 28, 28)).astype(np.float32)
ref = net(ms.Tensor(x)).asnumpy()
sd = {}
for p in net.get_parameters():
    name = p.name.replace("gamma", "weight").replace("beta", "bias")
    sd[name] = p.asnumpy()
np.savez("/home/user/project", **sd)
np.savez("/home/user/project", x=x, logits=ref)
print(list(sd))
