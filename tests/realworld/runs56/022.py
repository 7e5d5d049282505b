# Healthy: ResNet-style stem (MaxPool2d with pad_mode="pad", padding=1) + nearest upsampling, GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, 3, stride=1, pad_mode="pad", padding=1)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="pad", padding=1)
        self.dec = nn.Conv2d(8, 1, 3, pad_mode="pad", padding=1)
    def construct(self, x):
        h = self.pool(self.relu(self.conv(x)))
        h = ops.interpolate(h, size=(16, 16), mode="nearest")
        return self.dec(h)
net = Net()
loss_fn = nn.MSELoss()
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 3e-3))
base = rng.random((1, 1, 16, 16)).astype(np.float32)
for step in range(40):
    x = base + 0.05 * rng.standard_normal((8, 1, 16, 16)).astype(np.float32)
    loss = train(Tensor(x), Tensor(x))
    if step % 5 == 0 or step == 39:
        print(f"step {step} recon loss {loss.asnumpy():.5f}")
print("done")
