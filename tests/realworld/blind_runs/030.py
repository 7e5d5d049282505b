# nn.Dense fed a sequence with the wrong hidden size in graph mode, inside a training step
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
net = nn.SequentialCell(nn.Dense(512, 128), nn.ReLU(), nn.Dense(128, 10))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = Tensor(np.ones((4, 768), np.float32))
y = Tensor(np.zeros((4,), np.int32))
print(train(x, y))
