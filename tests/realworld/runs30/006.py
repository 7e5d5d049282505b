# Ported from a torch model whose forward wraps the frozen teacher in `with torch.no_grad():`
import contextlib
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

@contextlib.contextmanager
def no_grad():
    """stand-in for torch.no_grad() in the ported code"""
    yield

class Distill(nn.Cell):
    def __init__(self):
        super().__init__()
        self.teacher = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5)])
        self.student = nn.SequentialCell([nn.Dense(20, 16), nn.ReLU(), nn.Dense(16, 5)])
        self.kl = nn.KLDivLoss(reduction="batchmean")

    def construct(self, x):
        with no_grad():
            t_logits = self.teacher(x)
        s_logits = self.student(x)
        return self.kl(ops.log_softmax(s_logits, -1), ops.softmax(t_logits, -1))

net = Distill()
x = ms.Tensor(np.random.randn(8, 20).astype(np.float32))
print("distill loss", net(x))
