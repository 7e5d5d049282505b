"""Porting a trained PyTorch CNN to MindSpore: the state_dict (exported to .npz with torch) is converted
to a MindSpore checkpoint by copying tensor names one to one, loaded into the same architecture and evaluated."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter

ms.set_seed(0)
rng = np.random.default_rng(1)

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

# 1. convert torch state_dict -> MindSpore checkpoint
state = np.load("/home/user/project")
params = [{"name": k, "data": Tensor(v)} for k, v in state.items() if not k.endswith("num_batches_tracked")]
ms.save_checkpoint(params, "/home/user/project/tinycnn_ms.ckpt")
print(f"converted {len(params)} tensors -> /home/user/project/tinycnn_ms.ckpt")

# 2. load into the MindSpore model
net = TinyCNN()
param_dict = ms.load_checkpoint("/home/user/project/tinycnn_ms.ckpt")
ms.load_param_into_net(net, param_dict)
net.set_train(False)
print("checkpoint loaded")

# 3. evaluate on the held-out split (the PyTorch model reached 100% here)
y = rng.integers(0, 4, 400).astype(np.int32)
x = (rng.normal(size=(400, 1, 16, 16)) * 0.5 + 20.0).astype(np.float32)   # raw sensor units, as in training
for i, c in enumerate(y):
    x[i, 0, 4 * c:4 * c + 4, :] += 1.0
correct = 0
for i in range(0, 400, 100):
    logits = net(Tensor(x[i:i + 100]))
    correct += int((logits.asnumpy().argmax(1) == y[i:i + 100]).sum())
    print(f"eval batch {i // 100 + 1}/4  running_acc={correct / (i + 100):.4f}")
print(f"Eval accuracy: {correct / 400:.4f}")
