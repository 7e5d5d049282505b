# Ported torch module that counts forward calls in a module-level global (used for logging), GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def layer_outputs(layers, x):
    for layer in layers:        # generator, as in the torch code
        x = layer(x)
        yield x

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(16, 16) for _ in range(3)])

    def construct(self, x):
        outs = list(layer_outputs(self.layers, x))
        return outs[-1]

net = Encoder()
print(net(ms.Tensor(np.random.randn(2, 16).astype(np.float32))).shape)
