# Greedy span decoder head in GRAPH mode: gather the first N predicted entity tokens per batch
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

class SpanTagger(nn.Cell):
    def __init__(self, vocab=300, dim=48, n_tags=5):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.enc = nn.Dense(dim, dim)
        self.tag = nn.Dense(dim, n_tags)
        self.pool = nn.Dense(dim, 2)
    def construct(self, ids, mask):
        h = ops.tanh(self.enc(self.emb(ids)))              # (B, L, D)
        logits = self.tag(h)
        # pool the representations of the real (non-pad) tokens of the first example, like the torch code
        n_real = int(mask[0].sum())
        pooled = []
        for i in range(n_real):
            pooled.append(h[:, i])
        sent = ops.stack(pooled, axis=1).mean(axis=1)
        return logits, self.pool(sent)

net = SpanTagger()
ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(ids, mask, tags, y):
    logits, cls = net(ids, mask)
    return ce(logits.reshape(-1, 5), tags.reshape(-1)) + ce(cls, y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)

@ms.jit
def train_step(ids, mask, tags, y):
    loss, grads = grad_fn(ids, mask, tags, y)
    opt(grads)
    return loss

rng = np.random.default_rng(0)
for step in range(6):
    lens = rng.integers(8, 24, size=8)
    ids = rng.integers(1, 300, size=(8, 24)).astype(np.int32)
    mask = (np.arange(24)[None] < lens[:, None]).astype(np.int32)
    ids = ids * mask
    tags = (rng.integers(0, 5, size=(8, 24)) * mask).astype(np.int32)
    y = rng.integers(0, 2, size=8).astype(np.int32)
    loss = train_step(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(tags), ms.Tensor(y))
    print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)
