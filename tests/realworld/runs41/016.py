# Mistake: training loop ported from an HF accelerate script; the MindSpore version still starts
# with `from accelerate import Accelerator` (used only for accelerator.print / is_main_process),
# but accelerate is not installed in the MindSpore environment.
import numpy as np
import mindspore as ms
from mindspore import nn
from accelerate import Accelerator

accelerator = Accelerator()
net = nn.Dense(16, 2)
opt = nn.Adam(net.trainable_params(), 1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32)); y = ms.Tensor(np.zeros(8, np.int32))
for step in range(3):
    loss = train(x, y)
    accelerator.print(f"step {step} loss {loss}")
