# 1-D CNN keyword spotter ported from torch. Training is batched; the streaming inference
# path feeds one (channels, frames) window at a time, which torch's Conv1d accepts unbatched.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
class KWS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(13, 32, 5, pad_mode="pad", padding=2)
        self.relu = nn.ReLU()
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        h = self.relu(self.conv(x))
        return self.head(h.mean(axis=-1))

net = KWS()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
for step in range(4):
    x = Tensor(np.random.randn(16, 13, 40).astype(np.float32))
    y = Tensor(np.random.randint(0, 3, (16,)).astype(np.int32))
    print(f"step {step} loss {train(x, y).asnumpy():.4f}")
net.set_train(False)
stream = np.random.randn(13, 200).astype(np.float32)
for start in range(0, 200 - 40 + 1, 40):
    window = Tensor(stream[:, start:start + 40])
    print("window", start, "pred", net(window).argmax(-1))
