"""Seq2seq-style tagger with hand-written additive attention, compiled in GRAPH_MODE
for speed. The padding handling was ported from the PyTorch eager version."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
VOCAB, EMB, HID, SEQ, TAGS = 120, 24, 32, 10, 5


class AttnTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.rnn = nn.GRU(EMB, HID, batch_first=True, bidirectional=True)
        self.score = nn.Dense(2 * HID, 1)
        self.out = nn.Dense(4 * HID, TAGS)

    def construct(self, ids, lengths):
        h, _ = self.rnn(self.emb(ids))
        # trim the padded tail of the batch like pack_padded_sequence did
        max_len = int(lengths.asnumpy().max())
        h = h[:, :max_len]
        w = ops.softmax(self.score(h).squeeze(-1), axis=-1)
        ctx = (w[..., None] * h).sum(1, keepdims=True).broadcast_to(h.shape)
        return self.out(ops.concat((h, ctx), -1))


rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, (128, SEQ)).astype(np.int32)
lengths = rng.integers(4, SEQ + 1, 128).astype(np.int32)
for i, l in enumerate(lengths):
    ids[i, l:] = 0
tags = (ids % TAGS).astype(np.int32)
data = ds.NumpySlicesDataset({"ids": ids, "len": lengths, "tags": tags}, shuffle=True).batch(16)

net = AttnTagger()
opt = nn.Adam(net.trainable_params(), 1e-3)
ce = nn.CrossEntropyLoss()


def fwd(x, l, y):
    logits = net(x, l)
    y = y[:, :logits.shape[1]]
    return ce(logits.reshape(-1, TAGS), y.reshape(-1))


train_step = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(2):
    for i, (x, l, y) in enumerate(data.create_tuple_iterator()):
        loss, g = train_step(x, l, y)
        opt(g)
    print(f"epoch {epoch} loss {loss}")
