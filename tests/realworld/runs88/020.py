# class-balanced loss weights computed per batch (torch: classes, counts = labels.unique(return_counts=True))
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
N_CLS = 4

class BalancedCE(nn.Cell):
    def construct(self, logits, labels):
        classes, counts = ops.unique(labels, return_counts=True)
        freq = ops.zeros(N_CLS, ms.float32)
        freq[classes] = counts.astype(ms.float32)
        w = 1.0 / (freq + 1.0)
        w = w / w.sum() * N_CLS
        return ops.cross_entropy(logits, labels, weight=w)

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, N_CLS))
train = nn.TrainOneStepCell(nn.WithLossCell(net, BalancedCE()), nn.Adam(net.trainable_params(), 1e-2))
rng = np.random.default_rng(0)
x = Tensor(rng.normal(size=(64, 12)).astype(np.float32))
y = Tensor(rng.choice(N_CLS, 64, p=[0.7, 0.2, 0.07, 0.03]).astype(np.int32))
for i in range(6):
    print("step", i, "loss", train(x, y))
