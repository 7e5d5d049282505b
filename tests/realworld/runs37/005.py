# Teacher forward for distillation, ported from torch where the teacher ran under
#     with torch.no_grad():
#         t_logits = self.teacher(x)
# The port kept the context manager inside Cell.construct (using mindspore's _no_grad), compiled in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class DistillNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.teacher = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 10))
        self.student = nn.SequentialCell(nn.Dense(32, 16), nn.ReLU(), nn.Dense(16, 10))
        self.kl = nn.KLDivLoss(reduction="batchmean")
    def construct(self, x):
        with ms._no_grad():
            t_logits = self.teacher(x)
        s_logits = self.student(x)
        return self.kl(ops.log_softmax(s_logits, -1), ops.softmax(t_logits, -1))

net = DistillNet()
x = Tensor(np.random.randn(8, 32).astype(np.float32))
print("kd loss", net(x))
