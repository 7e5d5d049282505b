# Residual block ported 1:1 from torch; the torch code cloned the input before an in-place update:
#     residual = hidden_states.clone()
# Kept as Tensor.clone() inside construct, GRAPH_MODE smoke test on the CPU box before going to Ascend.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Block(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.norm = nn.LayerNorm((d,))
        self.fc1 = nn.Dense(d, 4 * d)
        self.fc2 = nn.Dense(4 * d, d)
        self.act = nn.GELU(approximate=False)
    def construct(self, hidden_states):
        residual = hidden_states.clone()
        h = self.fc2(self.act(self.fc1(self.norm(hidden_states))))
        return residual + h

blk = Block()
x = Tensor(np.random.randn(2, 16, 64).astype(np.float32))
for step in range(2):
    y = blk(x)
    print(f"step {step} out mean {y.mean().asnumpy():.4f}")
