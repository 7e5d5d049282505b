# Regression-to-logits head ported from PyTorch; torch.clamp(logits, -5, 5) was translated with np.clip
# (the rest of the preprocessing code in this repo uses numpy).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class ClampedHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU()])
        self.fc = nn.Dense(32, 4)

    def construct(self, x):
        logits = self.fc(self.body(x))
        logits = np.clip(logits, -5.0, 5.0)
        return logits


net = ClampedHead()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
rng = np.random.default_rng(0)
centers = rng.standard_normal((4, 16)).astype(np.float32)
for step in range(10):
    y = rng.integers(0, 4, 32).astype(np.int32)
    x = (centers[y] + 0.3 * rng.standard_normal((32, 16))).astype(np.float32)
    print(f"step {step} loss {train(ms.Tensor(x), ms.Tensor(y))}")
