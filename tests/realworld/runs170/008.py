"""Tiny BERT-style encoder for intent classification, attention ported from the
HF BertSelfAttention forward. Trained with Model.train in GRAPH_MODE."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)
rng = np.random.default_rng(5)

VOCAB, SEQ, HID, HEADS, NCLS, BATCH = 300, 24, 64, 4, 5, 16
lengths = rng.integers(6, SEQ + 1, size=800)
input_ids = np.zeros((800, SEQ), np.int32)
attention_mask = np.zeros((800, SEQ), np.int32)
for i, L in enumerate(lengths):
    input_ids[i, :L] = rng.integers(1, VOCAB, size=L)
    attention_mask[i, :L] = 1
labels = (input_ids[:, 0] % NCLS).astype(np.int32)
train = ds.NumpySlicesDataset({"input_ids": input_ids, "attention_mask": attention_mask, "labels": labels},
                              shuffle=True).batch(BATCH, drop_remainder=True)


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(HID, 3 * HID)
        self.out = nn.Dense(HID, HID)
        self.hd = HID // HEADS

    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, HEADS, self.hd).transpose(0, 2, 1, 3)

    def construct(self, x, attention_mask):
        q, k, v = ops.split(self.qkv(x), HID, axis=-1)
        q, k, v = self.split(q), self.split(k), self.split(v)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.hd)
        # HF: extended_attention_mask = (1.0 - attention_mask) * -10000.0
        ext_mask = (1.0 - attention_mask.astype(scores.dtype)) * -10000.0
        scores = scores + ext_mask
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(x.shape)
        return self.out(ctx)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.pos = nn.Embedding(SEQ, HID)
        self.attn = SelfAttention()
        self.ln1 = nn.LayerNorm((HID,))
        self.ffn = nn.SequentialCell(nn.Dense(HID, 4 * HID), nn.GELU(), nn.Dense(4 * HID, HID))
        self.ln2 = nn.LayerNorm((HID,))
        self.cls = nn.Dense(HID, NCLS)
        self.pos_ids = ms.Tensor(np.arange(SEQ)[None, :], ms.int32)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) + self.pos(self.pos_ids)
        h = self.ln1(h + self.attn(h, attention_mask))
        h = self.ln2(h + self.ffn(h))
        return self.cls(h[:, 0])


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.loss = net, nn.CrossEntropyLoss()

    def construct(self, input_ids, attention_mask, labels):
        return self.loss(self.net(input_ids, attention_mask), labels)


net = Encoder()
model = Model(WithLoss(net), optimizer=nn.AdamWeightDecay(net.trainable_params(), 5e-4))
model.train(3, train, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
