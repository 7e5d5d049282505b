# Healthy twin of 007: the numpy causal mask is created as float32 (np.full(..., dtype=np.float32)),
# so the scores stay float32; tiny causal LM trained 60 Adam steps (lr 1e-2) on a patterned toy corpus.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
SEQ, H, HEADS = 16, 64, 4

class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(H, 3 * H)
        self.out = nn.Dense(H, H)
        self.mask = ms.Tensor(np.triu(np.full((SEQ, SEQ), -1e9, dtype=np.float32), 1))
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), H, axis=-1)
        q = q.reshape(b * HEADS, s, H // HEADS)
        k = k.reshape(b * HEADS, s, H // HEADS)
        v = v.reshape(b * HEADS, s, H // HEADS)
        scores = ops.bmm(q, k.swapaxes(1, 2)) / (H // HEADS) ** 0.5 + self.mask
        probs = ops.softmax(scores, axis=-1)
        return self.out(ops.bmm(probs, v).reshape(b, s, H))

class TinyLM(nn.Cell):
    def __init__(self, vocab=200):
        super().__init__()
        self.emb = nn.Embedding(vocab, H)
        self.attn = CausalSelfAttention()
        self.head = nn.Dense(H, vocab)
    def construct(self, ids):
        h = self.emb(ids)
        return self.head(h + self.attn(h))

net = TinyLM()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(ids, labels):
    logits = net(ids)
    return ops.cross_entropy(logits.reshape(-1, 200), labels.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(60):
    start = rng.integers(0, 200, size=(4, 1))
    ids = ((start + 3 * np.arange(SEQ + 1)) % 200).astype(np.int32)   # toy corpus with a learnable pattern
    loss, grads = grad_fn(ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:]))
    opt(grads)
    if step % 10 == 0 or step == 59:
        print(f"step {step} loss {float(loss.asnumpy()):.4f}")
print("training finished")
