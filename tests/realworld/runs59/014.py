# inference script: torch.jit.load habit, the served "model" is the training checkpoint
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

net = nn.SequentialCell(nn.Dense(12, 24), nn.ReLU(), nn.Dense(24, 2))
ms.save_checkpoint(net, "classifier_best.ckpt")
print("training done, wrote classifier_best.ckpt")

# serve.py
graph = ms.load("classifier_best.ckpt")
model = nn.GraphCell(graph)
print(model(Tensor(np.random.randn(4, 12).astype(np.float32))))
