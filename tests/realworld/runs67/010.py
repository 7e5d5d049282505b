# Bi-encoder retrieval fine-tune ported from sentence-transformers/torch: F.normalize(emb, p=2, dim=-1)
# rewritten as emb / emb.norm(dim=-1, keepdim=True). Some scraped documents are empty (all [PAD]).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(10)
rng = np.random.default_rng(10)

VOCAB, E, T, N = 400, 32, 12, 640
q_ids = rng.integers(1, VOCAB, (N, T)).astype(np.int32)
d_ids = q_ids.copy()
d_ids[:, T // 2:] = rng.integers(1, VOCAB, (N, T - T // 2))
empty = rng.choice(N, 6, replace=False)
d_ids[empty] = 0                       # empty documents -> all padding

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, E, padding_idx=0)
        self.proj = nn.Dense(E, E, has_bias=False)

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(ids) * mask).sum(1) / ops.clamp(mask.sum(1), min=1.0)
        emb = self.proj(pooled)
        return emb / emb.norm(dim=-1, keepdim=True)

enc = Encoder()
opt = nn.AdamWeightDecay(enc.trainable_params(), learning_rate=1e-3)
ce = nn.CrossEntropyLoss()
scale = 20.0

def forward(q, d):
    sim = ops.matmul(enc(q), enc(d).T) * scale     # in-batch negatives (MultipleNegativesRankingLoss)
    return ce(sim, ops.arange(q.shape[0]).astype(ms.int32))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    for step in range(N // 32):
        sl = slice(step * 32, step * 32 + 32)
        loss, grads = grad_fn(ms.Tensor(q_ids[sl]), ms.Tensor(d_ids[sl]))
        opt(grads)
        if step % 4 == 0:
            print(f"Epoch {epoch} | Iteration {step:2d} | loss {float(loss.asnumpy()):.4f} | lr 1.0e-03")
print("Saving model to output/biencoder.ckpt")
