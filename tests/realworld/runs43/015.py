# Mistake: loss construction copied from a MindSpore 1.x ModelZoo script:
# nn.SoftmaxCrossEntropyWithLogits(is_grad=False, sparse=True, reduction='mean');
# the is_grad argument was removed in MindSpore 2.x.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(device_target="CPU")
net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 10))
loss = nn.SoftmaxCrossEntropyWithLogits(is_grad=False, sparse=True, reduction="mean")
model = ms.Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), 0.01, 0.9))
print(model)
