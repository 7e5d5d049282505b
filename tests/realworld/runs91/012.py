# T5/LLaMA-style RMSNorm ported by hand; padded batches (padding_idx=0 embedding row is all zeros)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0); ms.set_seed(0)
class RMSNorm(nn.Cell):
    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.weight = Parameter(ms.Tensor(np.ones(d, np.float32)), name="weight"); self.eps = eps
    def construct(self, x):
        var = x.pow(2).mean(-1, keep_dims=True)
        return self.weight * x * ops.rsqrt(var)          # torch: torch.rsqrt(variance + self.variance_epsilon)
class Model(nn.Cell):
    def __init__(self, V=500, d=32):
        super().__init__()
        self.emb = nn.Embedding(V, d, padding_idx=0); self.norm = RMSNorm(d); self.fc = nn.Dense(d, 2)
    def construct(self, ids, mask):
        h = self.norm(self.emb(ids))
        h = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return self.fc(h)
net = Model(); ce = nn.CrossEntropyLoss(); opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
gf = ms.value_and_grad(lambda i, m, y: ce(net(i, m), y), None, opt.parameters)
for step in range(12):
    lens = np.random.randint(6, 20, (16,)); ids = np.random.randint(1, 500, (16, 20))
    ids[np.arange(20)[None] >= lens[:, None]] = 0                     # pad with pad_token_id=0
    mask = (ids != 0).astype(np.float32); y = (ids[:, 0] > 250).astype(np.int32)
    loss, g = gf(ms.Tensor(ids, ms.int32), ms.Tensor(mask), ms.Tensor(y)); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
