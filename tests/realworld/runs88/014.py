# label-smoothing loss where the number of classes is taken from the batch (torch: labels.unique().numel())
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SmoothCE(nn.Cell):
    def __init__(self, eps=0.1):
        super().__init__()
        self.eps = eps
    def construct(self, logits, labels):
        uniq, _ = ops.unique(labels)
        n_cls = uniq.shape[0]
        onehot = ops.one_hot(labels, n_cls, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
        target = onehot * (1 - self.eps) + self.eps / n_cls
        return -(target * ops.log_softmax(logits, -1)).sum(-1).mean()

net = nn.Dense(16, 4)
train = nn.TrainOneStepCell(nn.WithLossCell(net, SmoothCE()), nn.SGD(net.trainable_params(), 0.1))
x = Tensor(np.random.randn(64, 16).astype(np.float32))
y = Tensor(np.random.randint(0, 4, 64).astype(np.int32))
for i in range(5):
    print("step", i, "loss", train(x, y))
