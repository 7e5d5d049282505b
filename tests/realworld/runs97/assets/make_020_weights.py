"""Setup for case 020 (not a case): trains the reference CNN and exports its weights under PyTorch
state_dict names (as torch.save(model.state_dict()) would), to assets/tinycnn_torch_state.npz."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import sys
sys.path.insert(0, "/home/user/project")
from importlib import import_module
ms.set_seed(0)
rng = np.random.default_rng(0)

def make(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    x = (rng.normal(size=(n, 1, 16, 16)) * 0.5 + 20.0).astype(np.float32)
    for i, c in enumerate(y):
        x[i, 0, 4 * c:4 * c + 4, :] += 1.0
    return x, y

class TinyCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()
        self.pool = nn.AdaptiveAvgPool2d((4, 1))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32, 4)
    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.bn1(self.conv1(x))))))

net = TinyCNN()
x, y = make(512)
tr = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
tr.set_train()
for ep in range(200):
    tr(Tensor(x), Tensor(y))
net.set_train(False)
print("ref acc", (net(Tensor(x)).asnumpy().argmax(1) == y).mean())
torch_names = {"conv1.weight": "conv1.weight", "bn1.gamma": "bn1.weight", "bn1.beta": "bn1.bias",
               "bn1.moving_mean": "bn1.running_mean", "bn1.moving_variance": "bn1.running_var",
               "fc.weight": "fc.weight", "fc.bias": "fc.bias"}
sd = {torch_names[p.name]: p.asnumpy() for p in net.get_parameters()}
sd["bn1.num_batches_tracked"] = np.array(200, np.int64)
np.savez("/home/user/project", **sd)
print(sorted(sd))
