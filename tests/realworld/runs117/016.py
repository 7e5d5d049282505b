"""Mini-BERT style encoder fine-tuned for sentence-pair classification. Attention is
written by hand; the extended attention mask follows the HF (1 - mask) * -10000 recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
VOCAB, D, H, L, MAXLEN, BATCH = 300, 64, 4, 2, 24, 8
CLS, SEP, PAD = 1, 2, 0


def tokenize_pair(a, b):
    ids = [CLS] + a + [SEP] + b + [SEP]
    ids = ids[:MAXLEN]
    mask = [1] * len(ids) + [0] * (MAXLEN - len(ids))
    ids = ids + [PAD] * (MAXLEN - len(ids))
    return np.array(ids, np.int32), np.array(mask, np.int32)


rng = np.random.default_rng(0)
rows = []
for _ in range(256):
    a = list(rng.integers(5, VOCAB, rng.integers(3, 10)))
    same = rng.random() < 0.5
    b = list(a[::-1]) if same else list(rng.integers(5, VOCAB, rng.integers(3, 10)))
    ids, mask = tokenize_pair(a, b)
    rows.append((ids, mask, np.int32(same)))
data = ds.NumpySlicesDataset({"input_ids": np.stack([r[0] for r in rows]),
                              "attention_mask": np.stack([r[1] for r in rows]),
                              "labels": np.array([r[2] for r in rows])}, shuffle=True).batch(BATCH, drop_remainder=True)


class Layer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q, self.k, self.v, self.o = nn.Dense(D, D), nn.Dense(D, D), nn.Dense(D, D), nn.Dense(D, D)
        self.ln1, self.ln2 = nn.LayerNorm((D,)), nn.LayerNorm((D,))
        self.ffn = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))

    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, H, D // H).transpose(0, 2, 1, 3)

    def construct(self, x, ext_mask):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / np.sqrt(D // H)
        scores = scores + ext_mask
        ctx = ops.matmul(ops.softmax(scores, -1), v).transpose(0, 2, 1, 3).reshape(x.shape)
        x = self.ln1(x + self.o(ctx))
        return self.ln2(x + self.ffn(x))


class PairClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok, self.pos = nn.Embedding(VOCAB, D), nn.Embedding(MAXLEN, D)
        self.layers = nn.CellList([Layer() for _ in range(L)])
        self.pooler = nn.Dense(D, D, activation="tanh")
        self.cls = nn.Dense(D, 2)

    def construct(self, input_ids, attention_mask):
        x = self.tok(input_ids) + self.pos(ops.arange(input_ids.shape[1]))
        ext_mask = (1.0 - attention_mask.astype(ms.float32)) * -10000.0
        for layer in self.layers:
            x = layer(x, ext_mask)
        return self.cls(self.pooler(x[:, 0]))


net = PairClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 5e-4, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)
print(f"***** Running training *****\n  Num examples = 256\n  Batch size = {BATCH}\n  Num epochs = 2")
for epoch in range(2):
    for step, (i, m, y) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(i, m, y)
        opt(g)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
