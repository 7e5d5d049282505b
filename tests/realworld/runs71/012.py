# Xavier init loop from the torch script: for name, p in model.named_parameters(): nn.init.xavier_uniform_(p)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import initializer, XavierUniform

ms.set_context(mode=ms.PYNATIVE_MODE)
net = nn.SequentialCell(nn.Dense(32, 64), nn.GELU(), nn.LayerNorm((64,)), nn.Dense(64, 8))
for name, p in net.parameters_and_names():
    print("init", name, p.shape)
    p.set_data(initializer(XavierUniform(), p.shape, p.dtype))
print("initialised")
