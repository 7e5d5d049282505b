# RMSNorm from a PyTorch LLaMA port. MindSpore docs say @jit_class lets graph mode use a class,
# so it was put on the norm layers to get them compiled.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, jit_class

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
D = 32


@jit_class
class RMSNorm(nn.Cell):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.ones(hidden_size), ms.float32), name="weight")
        self.eps = eps

    def construct(self, hidden_states):
        variance = (hidden_states * hidden_states).mean(-1, keep_dims=True)
        return self.weight * hidden_states * ops.rsqrt(variance + self.eps)


class MLPBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = RMSNorm(D)
        self.up = nn.Dense(D, 4 * D)
        self.down = nn.Dense(4 * D, D)

    def construct(self, x):
        return x + self.down(ops.silu(self.up(self.norm(x))))


model = nn.SequentialCell([MLPBlock(), MLPBlock(), nn.Dense(D, 2)])
x = ms.Tensor(np.random.randn(4, D).astype(np.float32))
print(model(x))
