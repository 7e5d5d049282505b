"""Sentiment classifier over pre-tokenised reviews stored in a CSV-like float matrix
(ids were written by pandas, so they come back as float64)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
rng = np.random.default_rng(0)
VOCAB, SEQ = 500, 32
# token ids exported through pandas.DataFrame.to_csv -> read back with np.loadtxt
ids = rng.integers(1, VOCAB, size=(320, SEQ)).astype(np.float64)
labels = rng.integers(0, 2, size=(320,)).astype(np.int32)

train = ds.NumpySlicesDataset({"input_ids": ids, "label": labels}, shuffle=True).batch(32, drop_remainder=True)

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, 64, padding_idx=0)
        self.classifier = nn.Dense(64, 2)
    def construct(self, input_ids):
        h = self.embedding(input_ids).mean(axis=1)
        return self.classifier(h)

net = BagOfEmbeddings()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
model.train(2, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
