# Multi-task model ported from a PyTorch repo where forward() picks the task head by name:
#   head = getattr(self, f"head_{task_id}")
# task_id comes from the batch (one task per batch). Trained in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

TASKS = {0: 2, 1: 3, 2: 5}  # task id -> number of classes
HID = 32


class MultiTaskModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(20, HID), nn.ReLU(), nn.Dense(HID, HID), nn.ReLU()])
        for t, n in TASKS.items():
            setattr(self, f"head_{t}", nn.Dense(HID, 5))
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, labels, task_id):
        h = self.backbone(x)
        head = getattr(self, f"head_{task_id}")
        return self.loss(head(h), labels)


model = MultiTaskModel()
opt = nn.Adam(model.trainable_params(), 1e-3)
train_step = nn.TrainOneStepCell(model, opt)


def batches():
    for step in range(30):
        t = step % 3
        x = np.random.randn(16, 20).astype(np.float32)
        yv = np.random.randint(0, TASKS[t], 16).astype(np.int32)
        yield ms.Tensor(x), ms.Tensor(yv), ms.Tensor(t, ms.int32)


for step, (x, yv, t) in enumerate(batches()):
    loss = train_step(x, yv, t)
    print(f"step {step} task {int(t)} loss {loss}")
