"""Token classification (NER-style) GRU tagger ported from PyTorch; trained with Model.train in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, TAGS, SEQ = 300, 5, 20


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.rnn = nn.GRU(32, 32, batch_first=True)
        self.out = nn.Dense(32, TAGS)

    def construct(self, ids):
        # trim the batch to the longest real sentence (saves compute, as in the torch version)
        max_len = (ids != 0).sum(1).max().item()
        ids = ids[:, :max_len]
        h, _ = self.rnn(self.emb(ids))
        logits = self.out(h)
        return ops.pad(logits, (0, 0, 0, SEQ - max_len))


class TokenLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, logits, tags):
        return self.ce(logits.reshape(-1, TAGS), tags.reshape(-1))


rng = np.random.default_rng(3)
lens = rng.integers(5, SEQ + 1, size=512)
ids = np.zeros((512, SEQ), np.int32)
tags = np.full((512, SEQ), -100, np.int32)
for i, L in enumerate(lens):
    ids[i, :L] = rng.integers(1, VOCAB, size=L)
    tags[i, :L] = ids[i, :L] % TAGS

data = ds.NumpySlicesDataset({"ids": ids, "tags": tags}, shuffle=True).batch(32)
net = Tagger()
model = Model(net, TokenLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
