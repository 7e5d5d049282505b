# distillation: frozen teacher inside the student cell (ported from `with torch.no_grad():`)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
class Distill(nn.Cell):
    def __init__(self):
        super().__init__()
        self.teacher = nn.Dense(16, 4)
        self.student = nn.Dense(16, 4)
    def construct(self, x):
        with ms._no_grad():
            t = self.teacher(x)
        s = self.student(x)
        return ops.mse_loss(s, t) if hasattr(ops, "mse_loss") else ((s - t) ** 2).mean()
net = Distill()
loss = net(ms.Tensor(np.random.randn(8, 16).astype(np.float32)))
print("loss", loss)
