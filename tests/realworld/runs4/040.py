# Model(..., amp_level) copied as a lowercase string from a YAML file.
import numpy as np, mindspore as ms
from mindspore import nn, train
net = nn.Dense(4, 2)
model = train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1), amp_level="o2")
print("model built")
