# LayerScale parameters registered like torch register_parameter(f"blocks.{i}.gamma", ...)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Constant

ms.set_context(mode=ms.PYNATIVE_MODE)

class Encoder(nn.Cell):
    def __init__(self, dim=64, depth=4, init_values=1e-5):
        super().__init__()
        self.blocks = nn.CellList([nn.Dense(dim, dim) for _ in range(depth)])
        for i in range(depth):
            # torch: self.register_parameter(f"blocks.{i}.gamma", nn.Parameter(init_values * torch.ones(dim)))
            self.insert_param_to_cell(f"blocks.{i}.gamma",
                                      Parameter(initializer(Constant(init_values), (dim,), ms.float32)))

    def construct(self, x):
        for i, blk in enumerate(self.blocks):
            x = x + getattr(self, f"blocks.{i}.gamma") * blk(x)
        return x

net = Encoder()
print(net(ms.Tensor(np.random.randn(2, 64), ms.float32)).shape)
