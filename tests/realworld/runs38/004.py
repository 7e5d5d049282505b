# torchvision ToTensor() replaced by a hand-written numpy preprocessing: img / 255.0 without .astype(float32),
# so the batch reaches the MindSpore Conv2d as float64 (torch's ToTensor returned float32).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def preprocess(images):
    x = images / 255.0                              # uint8 -> float64
    mean = np.array([0.485, 0.456, 0.406]).reshape(1, 3, 1, 1)
    std = np.array([0.229, 0.224, 0.225]).reshape(1, 3, 1, 1)
    return (x.transpose(0, 3, 1, 2) - mean) / std

class SmallResNetStem(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv = nn.Conv2d(3, 16, 3, stride=2, pad_mode="pad", padding=1, has_bias=False)
        self.bn = nn.BatchNorm2d(16)
        self.relu = nn.ReLU()
        self.pool = ops.ReduceMean(keep_dims=False)
        self.fc = nn.Dense(16, num_classes)
    def construct(self, x):
        x = self.relu(self.bn(self.conv(x)))
        return self.fc(self.pool(x, (2, 3)))

images = np.random.randint(0, 256, (8, 32, 32, 3), dtype=np.uint8)
x = preprocess(images)
print("batch", x.shape, x.dtype)
net = SmallResNetStem()
net.set_train(False)
logits = net(Tensor(x))
print("logits", logits.shape)
