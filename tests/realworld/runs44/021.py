# Port of a tiny HF-style causal LM (GPT-2 block) to MindSpore; torch.tril -> mindspore.ops.tril, rest via mindspore.mint.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, HIDDEN, HEADS, SEQ, BATCH = 128, 64, 4, 16, 8


class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(HIDDEN, 3 * HIDDEN)
        self.proj = nn.Dense(HIDDEN, HIDDEN)
        self.head_dim = HIDDEN // HEADS

    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = mint.split(self.qkv(x), HIDDEN, dim=-1)
        q = q.reshape(b, s, HEADS, self.head_dim).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, HEADS, self.head_dim).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, HEADS, self.head_dim).transpose(0, 2, 1, 3)
        scores = mint.matmul(q, k.transpose(0, 1, 3, 2)) / (self.head_dim ** 0.5)
        # torch: causal = torch.tril(torch.ones(s, s, dtype=torch.bool, device=x.device))
        causal = ops.tril(ops.ones((s, s), ms.float32)).astype(ms.bool_)
        scores = mint.where(causal, scores, -1e9)
        probs = mint.nn.functional.softmax(scores, dim=-1)
        out = mint.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, HIDDEN)
        return self.proj(out)


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.ln = nn.LayerNorm((HIDDEN,))
        self.attn = CausalSelfAttention()
        self.head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, ids):
        h = self.wte(ids)
        h = h + self.attn(self.ln(h))
        return self.head(h)


net = TinyLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)


def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
data = rng.integers(0, VOCAB, size=(BATCH, SEQ + 1)).astype(np.int32)
ids, labels = ms.Tensor(data[:, :-1]), ms.Tensor(data[:, 1:])
for step in range(30):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
