# Healthy: GRU regressor with h0 built as float32 (ops.zeros), batch-first
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
B, T, F, H = 16, 12, 4, 16
class GRURegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(F, H, batch_first=True)
        self.head = nn.Dense(H, 1)
    def construct(self, x, h0):
        out, _ = self.gru(x, h0)
        return self.head(out[:, -1])
net = GRURegressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
gfn = ms.value_and_grad(lambda x, h, y: loss_fn(net(x, h), y), None, opt.parameters)
for step in range(40):
    x = rng.standard_normal((B, T, F)).astype(np.float32)
    y = (x[:, -3:, :].sum(axis=(1, 2)) / 3).reshape(B, 1).astype(np.float32)
    h0 = ops.zeros((1, B, H), ms.float32)
    loss, g = gfn(Tensor(x), h0, Tensor(y))
    opt(g)
    if step % 5 == 0 or step == 39:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("finished 40 steps")
