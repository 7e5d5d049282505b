"""Fine-tune a small CNN from weights exported out of a PyTorch training run (state_dict -> .ckpt converter)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)

def export_torch_state_dict():
    """Stands in for the numpy arrays dumped from torch.load('cnn.pth') by the team's converter."""
    rng = np.random.default_rng(0)
    sd = {
        "conv1.weight": rng.normal(scale=0.1, size=(16, 3, 3, 3)),
        "bn1.weight": np.ones(16), "bn1.bias": np.zeros(16),
        "bn1.running_mean": rng.normal(scale=0.01, size=16), "bn1.running_var": np.ones(16),
        "bn1.num_batches_tracked": np.array(1200),
        "conv2.weight": rng.normal(scale=0.1, size=(32, 16, 3, 3)),
        "bn2.weight": np.ones(32), "bn2.bias": np.zeros(32),
        "bn2.running_mean": rng.normal(scale=0.01, size=32), "bn2.running_var": np.ones(32),
        "bn2.num_batches_tracked": np.array(1200),
        "fc.weight": rng.normal(scale=0.05, size=(10, 32)), "fc.bias": np.zeros(10),
    }
    return {k: v.astype(np.float32) if v.dtype == np.float64 else v for k, v in sd.items()}

def convert(sd, out_path):
    params = [{"name": k, "data": Tensor(v)} for k, v in sd.items() if not k.endswith("num_batches_tracked")]
    ms.save_checkpoint(params, out_path)
    print(f"converted {len(params)} tensors -> {out_path}")

class CNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(32)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(32, 10)
    def construct(self, x):
        x = ops.relu(self.bn1(self.conv1(x)))
        x = ops.relu(self.bn2(self.conv2(x)))
        return self.fc(self.pool(x).flatten(start_dim=1))

convert(export_torch_state_dict(), "/home/user/project/cnn_from_torch.ckpt")
net = CNN()
param_dict = ms.load_checkpoint("/home/user/project/cnn_from_torch.ckpt")
ms.load_param_into_net(net, param_dict, strict_load=True)
print("pretrained weights loaded")

net.set_train(False)
x = Tensor(np.random.default_rng(1).normal(size=(8, 3, 32, 32)).astype(np.float32))
print("logits[0]:", net(x)[0].asnumpy().round(3))
