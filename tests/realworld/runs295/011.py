# Port of a HF-style causal self-attention block, trained in GRAPH_MODE
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_seed(0)

class CausalSelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.heads, self.hd = heads, hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.proj = nn.Dense(hidden, hidden)
    def construct(self, x):
        b, t, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=2)
        q = q.view(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.view(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.view(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.hd)
        mask = Tensor(np.tril(np.ones((t, t), np.float32)))
        att = ops.masked_fill(att, mask == 0, float("-inf"))
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).view(b, t, c)
        return self.proj(y)

class TinyLM(nn.Cell):
    def __init__(self, vocab=256, hidden=64):
        super().__init__()
        self.wte = nn.Embedding(vocab, hidden)
        self.wpe = nn.Embedding(32, hidden)
        self.ln = nn.LayerNorm((hidden,))
        self.attn = CausalSelfAttention(hidden)
        self.head = nn.Dense(hidden, vocab, has_bias=False)
    def construct(self, ids):
        pos = ops.arange(ids.shape[1])
        h = self.wte(ids) + self.wpe(pos)
        h = h + self.attn(self.ln(h))
        return self.head(h)

class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
    def construct(self, ids):
        logits = self.net(ids[:, :-1])
        return self.ce(logits.reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))

net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), 3e-4)
step_cell = nn.TrainOneStepCell(LMLoss(net), opt)
step_cell.set_train()
data = np.random.default_rng(0).integers(0, 256, (8, 33)).astype(np.int32)
for step in range(30):
    loss = step_cell(Tensor(data))
    print(f"step {step} loss {loss.asnumpy():.4f}")
