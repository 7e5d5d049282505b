# healthy twin: the same sentence-embedding head with torch F.normalize semantics kept (eps 1e-12 inside the norm),
# padded batches with padding_idx=0; the contrastive loss is printed every few steps.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
V, S, H, B = 200, 12, 32, 16
def l2_normalize(x):
    return x * ops.rsqrt((x * x).sum(-1, keepdims=True) + 1e-12)
class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H, padding_idx=0)
        self.proj = nn.Dense(H, H)
    def construct(self, ids, mask):
        tok = l2_normalize(self.proj(self.emb(ids)) * (ids > 0).astype(ms.float32)[..., None])
        pooled = (tok * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return l2_normalize(pooled)
net = Encoder()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def loss_fn(a, am, b, bm):
    sim = ops.matmul(net(a, am), net(b, bm).T) / 0.05
    return ops.cross_entropy(sim, ops.arange(B, dtype=ms.int32))
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
def batch():
    lengths = rng.integers(4, S + 1, size=B)
    ids = rng.integers(1, V, size=(B, S)).astype(np.int32)
    mask = (np.arange(S)[None, :] < lengths[:, None])
    ids[~mask] = 0
    return ids, mask.astype(np.float32)
for step in range(40):
    a, am = batch()
    b, bm = a.copy(), am.copy()
    drop = rng.random(b.shape) < 0.15
    b[drop & (bm > 0)] = rng.integers(1, V)
    loss, grads = grad_fn(Tensor(a), Tensor(am), Tensor(b), Tensor(bm))
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step:3d} contrastive_loss {float(loss.asnumpy()):.4f}", flush=True)
print("training finished")
