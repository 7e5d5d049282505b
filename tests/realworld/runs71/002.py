# Multi-task model: per-task heads kept in a CellDict (torch nn.ModuleDict keyed by task id)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
TASKS = {0: 3, 1: 5, 2: 2}   # task id -> number of classes (from the torch config)

class MultiTask(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU())
        self.heads = nn.CellDict({tid: nn.Dense(64, n) for tid, n in TASKS.items()})

    def construct(self, x, task):
        return self.heads[task](self.backbone(x))

net = MultiTask()
x = ms.Tensor(np.random.randn(8, 32), ms.float32)
for t in TASKS:
    print(t, net(x, t).shape)
