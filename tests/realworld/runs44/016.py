# Tokenizer-side helper from a MindSpore 1.x era repo (jit-compiled stateful class used by the loss)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, ms_class

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


@ms_class
class LabelSmoother:
    def __init__(self, epsilon=0.1, ignore_index=-100):
        self.epsilon = epsilon
        self.ignore_index = ignore_index

    def __call__(self, logits, labels):
        logp = ops.log_softmax(logits, axis=-1)
        nll = -ops.gather_elements(logp, -1, labels.expand_dims(-1)).squeeze(-1)
        smooth = -logp.mean(-1)
        return ((1 - self.epsilon) * nll + self.epsilon * smooth).mean()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(16, 4)
        self.smoother = LabelSmoother()

    def construct(self, x, y):
        return self.smoother(self.dense(x), y)


net = Net()
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, 8).astype(np.int32))
print(net(x, y))
