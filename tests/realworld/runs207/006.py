"""Sentiment classifier: token ids are read from a pandas-style float matrix (NaN padding filled with 0) and fed to nn.Embedding."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

VOCAB, SEQ = 1000, 32
rng = np.random.default_rng(5)
lengths = rng.integers(5, SEQ, size=800)
ids = np.full((800, SEQ), np.nan)
for i, L in enumerate(lengths):
    ids[i, :L] = rng.integers(1, VOCAB, size=L)
ids = np.nan_to_num(ids, nan=0.0).astype(np.float32)   # like df.fillna(0).values
labels = (ids[:, 0] > VOCAB / 2).astype(np.int32)

train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(32)

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=0)
        self.conv = nn.Conv1d(64, 64, 3, pad_mode="same")
        self.relu = nn.ReLU()
        self.fc = nn.Dense(64, 2)
    def construct(self, ids):
        h = self.emb(ids).transpose(0, 2, 1)
        h = self.relu(self.conv(h)).max(axis=2)
        return self.fc(h)

net = TextCNN()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
model.train(2, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
