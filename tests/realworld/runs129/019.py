"""Tiny causal transformer LM; attention uses the fused flash-attention op as in the Ascend recipe."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, SEQ, D, HEADS = 128, 32, 64, 4

class FlashSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.proj = nn.Dense(D, D)
        self.scale = 1.0 / math.sqrt(D // HEADS)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, s, HEADS, D // HEADS).transpose(0, 2, 1, 3).astype(ms.float16)
        k = k.reshape(b, s, HEADS, D // HEADS).transpose(0, 2, 1, 3).astype(ms.float16)
        v = v.reshape(b, s, HEADS, D // HEADS).transpose(0, 2, 1, 3).astype(ms.float16)
        out = ops.flash_attention_score(q, k, v, head_num=HEADS, input_layout="BNSD",
                                        scalar_value=self.scale, sparse_mode=2,
                                        attn_mask=ops.triu(ops.ones((s, s), ms.uint8), 1))
        out = out.astype(ms.float32).transpose(0, 2, 1, 3).reshape(b, s, D)
        return self.proj(out)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm((D,)), nn.LayerNorm((D,))
        self.attn = FlashSelfAttention()
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = ms.Parameter(ms.Tensor(np.zeros((1, SEQ, D), np.float32)), name="pos")
        self.blocks = nn.CellList([Block(), Block()])
        self.head = nn.Dense(D, VOCAB)
    def construct(self, ids):
        h = self.tok(ids) + self.pos
        for blk in self.blocks:
            h = blk(h)
        return self.head(h)

rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
data = ds.NumpySlicesDataset({"ids": tokens}, shuffle=True).batch(8)

net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), 3e-4)
ce = nn.CrossEntropyLoss()
def loss_fn(ids):
    logits = net(ids[:, :-1])
    return ce(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
for step, (ids,) in enumerate(data.create_tuple_iterator()):
    loss, grads = grad_fn(ids)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
