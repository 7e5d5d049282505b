"""Tiny GPT-style language model ported from a Hugging Face modeling file, trained in GRAPH_MODE."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(11)

VOCAB, SEQ, DIM, HEADS, LAYERS = 128, 32, 64, 4, 2


class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(DIM, 3 * DIM)
        self.proj = nn.Dense(DIM, DIM)
        self.head_dim = DIM // HEADS
        self.scale = 1.0 / math.sqrt(self.head_dim)
        mask = np.triu(np.full((SEQ, SEQ), -1e9, np.float32), k=1)
        self.causal_mask = ms.Tensor(mask)

    def _eager_attention(self, q, k, v):
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale + self.causal_mask
        probs = ops.softmax(scores, axis=-1)
        return ops.matmul(probs, v)

    def construct(self, x):
        b, t, _ = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, HEADS, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        # same fallback as the HF file: use the fused kernel when the backend has it
        try:
            out = ops.flash_attention_score(q, k, v, HEADS, attn_mask=None, scalar_value=self.scale,
                                            input_layout="BNSD")
        except (RuntimeError, TypeError):
            out = self._eager_attention(q, k, v)
        out = out.transpose(0, 2, 1, 3).reshape(b, t, DIM)
        return self.proj(out)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((DIM,), epsilon=1e-5)
        self.attn = CausalSelfAttention()
        self.ln2 = nn.LayerNorm((DIM,), epsilon=1e-5)
        self.mlp = nn.SequentialCell(nn.Dense(DIM, 4 * DIM), nn.GELU(), nn.Dense(4 * DIM, DIM))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, DIM)
        self.wpe = nn.Embedding(SEQ, DIM)
        self.blocks = nn.CellList([Block() for _ in range(LAYERS)])
        self.ln_f = nn.LayerNorm((DIM,), epsilon=1e-5)
        self.lm_head = nn.Dense(DIM, VOCAB, has_bias=False)
        self.pos = ms.Tensor(np.arange(SEQ, dtype=np.int32))

    def construct(self, input_ids):
        h = self.wte(input_ids) + self.wpe(self.pos)
        for blk in self.blocks:
            h = blk(h)
        return self.lm_head(self.ln_f(h))


class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        logits = self.net(input_ids)
        return self.ce(logits.reshape(-1, VOCAB), labels.reshape(-1))


def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        start = rng.integers(0, VOCAB)
        seq = (start + np.arange(SEQ + 1) * rng.integers(1, 4)) % VOCAB
        yield seq[:-1].astype(np.int32), seq[1:].astype(np.int32)


data = ds.GeneratorDataset(gen, ["input_ids", "labels"], shuffle=True).batch(16, drop_remainder=True)
model = TinyGPT()
print("parameters:", sum(p.size for p in model.trainable_params()))
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.1)
train_net = nn.TrainOneStepCell(LMLoss(model), opt)
train_net.set_train()

for epoch in range(2):
    for step, (ids, labels) in enumerate(data.create_tuple_iterator()):
        loss = train_net(ids, labels)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
