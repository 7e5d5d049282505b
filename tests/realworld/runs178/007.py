"""Masked mean-pooling sentence encoder + classifier, trained in GRAPH_MODE with Model.train.
Special tokens (pad/bos/eos) are excluded from pooling, as in the original torch module."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(8)
rng = np.random.default_rng(8)

PAD, BOS, EOS = 0, 1, 2
VOCAB, SEQ = 1000, 24

def gen_examples(n):
    ids = rng.integers(3, VOCAB, (n, SEQ)).astype(np.int32)
    lens = rng.integers(8, SEQ - 1, n)
    for i, L in enumerate(lens):
        ids[i, 0] = BOS; ids[i, L] = EOS; ids[i, L + 1:] = PAD
    y = (ids[:, 1:6].mean(1) > VOCAB / 2).astype(np.int32)
    return ids, y

ids, y = gen_examples(2048)
train_ds = ds.NumpySlicesDataset({"input_ids": ids, "labels": y}, shuffle=True).batch(32, drop_remainder=True)

class PoolingClassifier(nn.Cell):
    def __init__(self, vocab, dim=64, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim, activation="tanh")
        self.head = nn.Dense(dim, num_labels)
        self.pad_id, self.bos_id, self.eos_id = PAD, BOS, EOS

    def construct(self, input_ids):
        mask = ops.ones_like(input_ids).astype(ms.bool_)
        for tid in {self.pad_id, self.bos_id, self.eos_id}:
            mask = ops.logical_and(mask, input_ids != tid)
        m = mask.astype(ms.float32).expand_dims(-1)
        h = self.proj(self.embed(input_ids))
        pooled = (h * m).sum(1) / ops.clamp(m.sum(1), min=1.0)
        return self.head(pooled)

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()
    def construct(self, input_ids, labels):
        return self.ce(self.net(input_ids), labels)

net = PoolingClassifier(VOCAB)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(WithLoss(net), optimizer=opt)
model.train(3, train_ds, callbacks=[LossMonitor(16)], dataset_sink_mode=False)
