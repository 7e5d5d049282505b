"""Tiny causal transformer LM; attention taken from the team's Ascend training code (fused FA kernel)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, SEQ, D, HEADS, BS = 256, 64, 128, 4, 4


class FusedSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D, has_bias=False)
        self.proj = nn.Dense(D, D, has_bias=False)
        self.scale = 1.0 / (D // HEADS) ** 0.5

    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        # BSH layout, causal mask via sparse_mode=2 (leftUpCausal) as on Atlas 800T
        out = ops.flash_attention_score(q, k, v, HEADS, input_layout="BSH", scalar_value=self.scale,
                                        sparse_mode=2,
                                        attn_mask=ops.triu(ops.ones((2048, 2048), ms.uint8), 1))
        return self.proj(out)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm((D,)), nn.LayerNorm((D,))
        self.attn = FusedSelfAttention()
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = ms.Parameter(ops.zeros((1, SEQ, D), ms.float32), name="pos")
        self.blocks = nn.SequentialCell([Block() for _ in range(2)])
        self.ln_f = nn.LayerNorm((D,))
        self.head = nn.Dense(D, VOCAB, has_bias=False)

    def construct(self, ids):
        return self.head(self.ln_f(self.blocks(self.tok(ids) + self.pos)))


net = TinyLM()
opt = nn.AdamWeightDecay(net.trainable_params(), 3e-4)
loss_fn = nn.CrossEntropyLoss()


def forward(ids):
    logits = net(ids[:, :-1])
    return loss_fn(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
corpus = np.random.default_rng(0).integers(0, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
print(f"params: {sum(p.size for p in net.trainable_params())/1e6:.2f}M")
for step in range(10):
    batch = ms.Tensor(corpus[(step * BS) % 64:(step * BS) % 64 + BS])
    loss, grads = grad_fn(batch)
    opt(grads)
    print(f"step {step} | loss {loss.asnumpy():.4f}")
