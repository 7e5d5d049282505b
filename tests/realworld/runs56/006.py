# Ported from torch: scores = torch.bmm(hidden, self.W) where torch code relied on matmul broadcasting
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor, Parameter
from mindspore.common.initializer import initializer, XavierUniform

ms.set_seed(0)

class BilinearScorer(nn.Cell):
    def __init__(self, dim=24, nlabels=6):
        super().__init__()
        self.W = Parameter(initializer(XavierUniform(), (dim, nlabels), ms.float32), name="W")
    def construct(self, hidden):
        # hidden: (batch, seq, dim)
        return mint.bmm(hidden, self.W)

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.Dense(10, 24)
        self.act = nn.Tanh()
        self.scorer = BilinearScorer()
    def construct(self, x):
        return self.scorer(self.act(self.enc(x)))

net = Tagger()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, 6), y.reshape(-1))
gfn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(5):
    x = Tensor(np.random.randn(4, 20, 10).astype(np.float32))
    y = Tensor(np.random.randint(0, 6, (4, 20)).astype(np.int32))
    loss, g = gfn(x, y)
    opt(g)
    print("step", step, "tag loss", loss)
