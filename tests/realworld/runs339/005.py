"""Port of a HF GPT-2 style attention block to MindSpore; trained in GRAPH_MODE for speed."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(5)

VOCAB, HIDDEN, HEADS, SEQ = 200, 32, 4, 16


class CausalSelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.c_attn = nn.Dense(hidden, 3 * hidden)
        self.c_proj = nn.Dense(hidden, hidden)
        mask = np.triu(np.ones((SEQ, SEQ), dtype=np.float32), k=1) * -1e9
        self.causal_mask = ms.Tensor(mask.reshape(1, 1, SEQ, SEQ))

    def construct(self, x):
        b, t, c = x.shape
        qkv = self.c_attn(x)
        q, k, v = ops.split(qkv, c, axis=2)
        q = q.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.heads, self.head_dim).transpose(0, 2, 1, 3)
        attn_scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.head_dim)
        attn_probs = ops.softmax(attn_scores + self.causal_mask, axis=-1)
        del attn_scores  # free memory early, as in the original implementation
        out = ops.matmul(attn_probs, v).transpose(0, 2, 1, 3).reshape(b, t, c)
        return self.c_proj(out)


class GPTBlockLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.ln_1 = nn.LayerNorm((HIDDEN,))
        self.attn = CausalSelfAttention(HIDDEN, HEADS)
        self.ln_f = nn.LayerNorm((HIDDEN,))
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)

    def construct(self, ids):
        h = self.wte(ids)
        h = h + self.attn(self.ln_1(h))
        return self.lm_head(self.ln_f(h))


class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, ids, labels):
        logits = self.net(ids)
        return self.ce(logits.reshape(-1, VOCAB), labels.reshape(-1))


def gen():
    rng = np.random.default_rng(0)
    for _ in range(96):
        x = rng.integers(0, VOCAB, size=SEQ + 1).astype(np.int32)
        yield x[:-1], x[1:]


ds = GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(8, drop_remainder=True)
net = GPTBlockLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(LMLoss(net), opt)
train_step.set_train()
for epoch in range(2):
    for step, (ids, labels) in enumerate(ds.create_tuple_iterator()):
        loss = train_step(ids, labels)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
