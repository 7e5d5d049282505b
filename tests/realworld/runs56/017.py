# Seq2one GRU port; torch code built h0 with torch.zeros(1, B, H); here it came from numpy
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
B, T, F, H = 8, 15, 4, 16
class GRURegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(F, H, batch_first=True)
        self.head = nn.Dense(H, 1)
    def construct(self, x, h0):
        out, hn = self.gru(x, h0)
        return self.head(out[:, -1])

net = GRURegressor()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
gfn = ms.value_and_grad(lambda x, h, y: loss_fn(net(x, h), y), None, opt.parameters)
for step in range(5):
    x = np.random.randn(B, T, F).astype(np.float32)
    y = x.sum(axis=(1, 2)).reshape(B, 1).astype(np.float32) / T
    h0 = Tensor(np.zeros((1, B, H)))
    loss, g = gfn(Tensor(x), h0, Tensor(y))
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
