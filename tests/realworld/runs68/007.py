# Jacobian of a small PINN w.r.t. its *second* input (time), ported from torch.func:
#   J = torch.func.jacrev(u, argnums=1)(x, t)
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class PINN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(2, 32), nn.Tanh(), nn.Dense(32, 32), nn.Tanh(), nn.Dense(32, 1)])
    def construct(self, x, t):
        return self.net(ops.stack([x, t], axis=-1)).squeeze(-1)

model = PINN()
x = ms.Tensor(np.linspace(0, 1, 16).astype(np.float32))
t = ms.Tensor(np.full(16, 0.5, np.float32))
u_t = ms.jacrev(model, argnums=1)(x, t)
print("du/dt diag", ops.diagonal(u_t)[:4])
