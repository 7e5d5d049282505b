# Mistake: SimCSE / sentence-transformers pooling `F.normalize(emb, p=2, dim=-1)` ported to the
# torch-like mindspore.mint.nn.functional.normalize and run on a CPU dev box; it dispatches to the
# LinalgVectorNorm kernel, which is not registered for CPU (ops.L2Normalize / manual norm would run).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

ms.set_device("CPU")

class Encoder(nn.Cell):
    def __init__(self, vocab=500, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask[..., None]
        pooled = h.sum(1) / mask.sum(1, keepdims=True)
        return mint.nn.functional.normalize(self.proj(pooled), p=2, dim=-1)

enc = Encoder()
opt = nn.AdamWeightDecay(enc.trainable_params(), learning_rate=3e-4)
temp = 0.05

def loss_fn(ids_a, ids_b, mask):
    za, zb = enc(ids_a, mask), enc(ids_b, mask)
    sim = ops.matmul(za, zb.T) / temp
    labels = ms.Tensor(np.arange(za.shape[0]), ms.int32)
    return ops.cross_entropy(sim, labels)

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(10):
    ids = rng.integers(1, 500, size=(16, 24)).astype(np.int32)
    mask = np.ones((16, 24), np.float32)
    loss, grads = grad_fn(ms.Tensor(ids), ms.Tensor(ids), ms.Tensor(mask))
    opt(grads)
    print(f"step {step} contrastive loss {float(loss.asnumpy()):.4f}")
