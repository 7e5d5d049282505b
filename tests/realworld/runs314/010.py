# Port of an HF-style transformer sentence classifier with padding masks, trained in float16 (amp O3 "fp16")
# with dynamic loss scaling.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(10)
rng = np.random.default_rng(10)
VOCAB, SEQ, DIM, HEADS = 500, 24, 64, 4
FLOAT_MIN = float(np.finfo(np.float32).min)   # torch.finfo(torch.float32).min

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = nn.Dense(DIM, DIM); self.k = nn.Dense(DIM, DIM); self.v = nn.Dense(DIM, DIM); self.o = nn.Dense(DIM, DIM)
        self.hd = DIM // HEADS
    def split(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, HEADS, self.hd).transpose(0, 2, 1, 3)
    def construct(self, x, attention_mask):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd)
        ext = (1.0 - attention_mask[:, None, None, :].astype(scores.dtype)) * FLOAT_MIN
        probs = ops.softmax(scores + ext, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(x.shape)
        return self.o(ctx)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = Attention(); self.ln1 = nn.LayerNorm((DIM,)); self.ln2 = nn.LayerNorm((DIM,))
        self.ffn = nn.SequentialCell(nn.Dense(DIM, 4 * DIM), nn.GELU(), nn.Dense(4 * DIM, DIM))
    def construct(self, x, mask):
        x = self.ln1(x + self.attn(x, mask))
        return self.ln2(x + self.ffn(x))

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM); self.pos = nn.Embedding(SEQ, DIM)
        self.blocks = nn.CellList([Block(), Block()])
        self.head = nn.Dense(DIM, 2)
    def construct(self, ids, mask):
        x = self.emb(ids) + self.pos(ops.arange(ids.shape[1]))[None]
        for b in self.blocks:
            x = b(x, mask)
        pooled = (x * mask[..., None].astype(x.dtype)).sum(1) / mask.sum(1, keepdims=True).astype(x.dtype)
        return self.head(pooled)

N = 640
lengths = rng.integers(6, SEQ + 1, size=N)
ids = np.zeros((N, SEQ), np.int32); mask = np.zeros((N, SEQ), np.int32)
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, size=L); mask[i, :L] = 1
labels = ((ids * mask) % 7 == 0).sum(1).__gt__(lengths / 7).astype(np.int32)
train = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "labels": labels}, shuffle=True).batch(32, drop_remainder=True)

net = Classifier()
net = ms.amp.auto_mixed_precision(net, "O3")
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4)
scaler = ms.amp.DynamicLossScaler(scale_value=2.0 ** 16, scale_factor=2, scale_window=50)

def forward(ids, mask, y):
    logits = net(ids, mask).astype(ms.float32)
    loss = loss_fn(logits, y)
    return scaler.scale(loss)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (x, m, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, m, y)
        loss = scaler.unscale(loss); grads = scaler.unscale(grads)
        finite = ms.amp.all_finite(grads)
        scaler.adjust(finite)
        if finite:
            opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f} loss_scale {scaler.scale_value.asnumpy():.1f} grads_finite {bool(finite.asnumpy())}")
