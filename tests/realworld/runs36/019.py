# Training utilities copied from a MindSpore 1.x-era port (the model code was written against
# MindSpore 1.8 and decorates the eval step with ms_function); the environment runs MindSpore 2.9.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore import ms_function

net = nn.Dense(8, 2)

@ms_function
def eval_step(x):
    return net(x).argmax(-1)

print(eval_step(Tensor(np.ones((2, 8), np.float32))))
