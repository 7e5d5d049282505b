"""GPT-style block ported from a HF modeling file, trained in GRAPH_MODE for speed."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, SEQ, D, H = 256, 32, 64, 4


class CausalSelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.out = nn.Dense(D, D)
        mask = np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1)
        self.mask = ms.Tensor(mask)

    def _eager_attention(self, q, k, v):
        att = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(D // H) + self.mask
        return ops.matmul(ops.softmax(att, -1), v)

    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, s, H, D // H).swapaxes(1, 2)
        k = k.reshape(b, s, H, D // H).swapaxes(1, 2)
        v = v.reshape(b, s, H, D // H).swapaxes(1, 2)
        y = self._eager_attention(q, k, v)
        return self.out(y.swapaxes(1, 2).reshape(b, s, D))


class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, D)
        self.wpe = nn.Embedding(SEQ, D)
        self.ln1 = nn.LayerNorm((D,))
        self.attn = CausalSelfAttention()
        self.ln2 = nn.LayerNorm((D,))
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(approximate=False), nn.Dense(4 * D, D))
        self.lnf = nn.LayerNorm((D,))
        self.head = nn.Dense(D, VOCAB, has_bias=False)
        self.pos = ms.Tensor(np.arange(SEQ, dtype=np.int32))

    def construct(self, ids):
        h = self.wte(ids) + self.wpe(self.pos)
        h = h + self.attn(self.ln1(h))
        h = h + self.mlp(self.ln2(h))
        return self.head(self.lnf(h))


class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, ids, labels):
        logits = self.net(ids)
        return self.ce(logits.reshape(-1, VOCAB), labels.reshape(-1))


rng = np.random.default_rng(0)
text = np.tile(np.arange(VOCAB, dtype=np.int32), 40) + rng.integers(0, 2, VOCAB * 40).astype(np.int32)
text %= VOCAB
windows = np.stack([text[i:i + SEQ + 1] for i in range(0, len(text) - SEQ - 1, 7)])
dataset = ds.NumpySlicesDataset({"ids": windows[:, :-1], "labels": windows[:, 1:]}, shuffle=True).batch(16, drop_remainder=True)
print(f"windows: {windows.shape}, steps/epoch: {dataset.get_dataset_size()}")

model = TinyGPT()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)
train_step = nn.TrainOneStepCell(LMLoss(model), optimizer)
train_step.set_train()
for epoch in range(3):
    for step, (ids, labels) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(ids, labels)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
model.set_train(False)
ids, labels = next(dataset.create_tuple_iterator())
acc = (model(ids).asnumpy().argmax(-1) == labels.asnumpy()).mean()
print(f"next-token accuracy on a training batch: {acc:.4f}")
