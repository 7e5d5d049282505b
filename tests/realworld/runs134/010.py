"""Tiny transformer encoder classifier; the HF recipe loaded the model with torch_dtype=torch.bfloat16,
so the port casts the network to bfloat16 with to_float before fine-tuning (on a CPU box)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, D, H, L, SEQ = 500, 64, 4, 2, 32

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((D,))
        self.qkv = nn.Dense(D, 3 * D)
        self.proj = nn.Dense(D, D)
        self.ln2 = nn.LayerNorm((D,))
        self.ff = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
    def construct(self, x):
        B, T, _ = x.shape
        q, k, v = ops.split(self.qkv(self.ln1(x)), D, axis=-1)
        q = q.view(B, T, H, D // H).transpose(0, 2, 1, 3)
        k = k.view(B, T, H, D // H).transpose(0, 2, 1, 3)
        v = v.view(B, T, H, D // H).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / (D // H) ** 0.5, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).view(B, T, D)
        x = x + self.proj(y)
        return x + self.ff(self.ln2(x))

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = ms.Parameter(ops.zeros((1, SEQ, D), ms.float32), name="pos")
        self.blocks = nn.CellList([Block() for _ in range(L)])
        self.head = nn.Dense(D, 3)
    def construct(self, ids):
        x = self.tok(ids) + self.pos
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(1))

net = Classifier()
net.blocks.to_float(ms.bfloat16)   # torch_dtype=torch.bfloat16 in the original recipe (embeddings/head kept fp32)
opt = nn.AdamWeightDecay(net.trainable_params(), 5e-4, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i).astype(ms.float32), y), None, opt.parameters)

rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, VOCAB, (16, SEQ)).astype(np.int32))
    y = ms.Tensor(rng.integers(0, 3, 16).astype(np.int32))
    loss, grads = grad_fn(ids, y)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
