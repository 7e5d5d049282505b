# Mistake: the causal mask is built with numpy as in the HF/torch prototype
# (np.triu(np.full((s, s), -1e9), 1)), but np.full defaults to float64 and the port wraps it with
# ms.Tensor without a dtype; torch would have made it float32, MindSpore keeps Float64, the scores
# are promoted to float64 and the attention BatchMatMul meets float32 values.
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
        self.mask = ms.Tensor(np.triu(np.full((SEQ, SEQ), -1e9), 1))
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
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(ids, labels):
    logits = net(ids)
    return ops.cross_entropy(logits.reshape(-1, 200), labels.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = rng.integers(0, 200, size=(4, SEQ + 1)).astype(np.int32)
    loss, grads = grad_fn(ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:]))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {float(loss.asnumpy()):.4f}")
print("training finished")
