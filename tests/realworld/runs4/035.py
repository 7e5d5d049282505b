# Training script written for MindSpore 1.x: decorates the train step with ms_function (removed in 2.x).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ms_function
net = nn.Dense(4, 2)
@ms_function
def step(x):
    return net(x)
print(step(Tensor(np.ones((2, 4), np.float32))))
