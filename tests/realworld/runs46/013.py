# Port of an HF encoder attention block. HF builds the extended attention mask with
# torch.finfo(dtype).min; the port uses float('-inf') and the batch has padded (all-pad) query rows.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
V, L, D, B = 30, 12, 32, 8
class Enc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D); self.q = nn.Dense(D, D); self.k = nn.Dense(D, D); self.v = nn.Dense(D, D)
        self.cls = nn.Dense(D, 2)
    def construct(self, ids, mask):
        h = self.emb(ids)
        scores = ops.matmul(self.q(h), self.k(h).swapaxes(1, 2)) / (D ** 0.5)
        pair = mask[:, :, None] * mask[:, None, :]                 # query x key mask
        scores = scores + (1.0 - pair) * float("-inf")
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, self.v(h))
        pooled = (out * mask[:, :, None]).sum(1) / mask.sum(1, keepdims=True)
        return self.cls(pooled)
net = Enc(); ce = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
gf = ms.value_and_grad(lambda i, m, y: ce(net(i, m), y), None, opt.parameters)
for step in range(1, 31):
    lens = np.random.randint(4, L + 1, B)
    ids = np.random.randint(1, V, (B, L)).astype(np.int32)
    mask = (np.arange(L)[None] < lens[:, None]).astype(np.float32)
    ids = (ids * mask).astype(np.int32)
    y = (ids[:, 0] % 2).astype(np.int32)
    loss, g = gf(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(y)); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
