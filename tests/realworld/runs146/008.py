# Text classification with an HF tokenizer-like preprocessing done in the MindSpore pipeline:
# the raw column is "sentence" (GLUE/SST-2 naming), the map was copied from an IMDB script using "text".
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(8)
words = ["good", "bad", "great", "awful", "fine", "boring", "fun", "dull", "the", "movie", "was", "plot"]
vocab = {w: i + 2 for i, w in enumerate(words)}
pos = {"good", "great", "fine", "fun"}
rows = []
for _ in range(400):
    s = " ".join(rng.choice(words, size=8))
    rows.append((s, int(sum(w in pos for w in s.split()) >= 2)))

class SST2Source:
    def __init__(self, rows): self.rows = rows
    def __getitem__(self, i):
        s, l = self.rows[i]
        return np.array(s), np.array(l, dtype=np.int32)
    def __len__(self): return len(self.rows)

MAXLEN = 10
def tokenize(text):
    ids = [vocab.get(w, 1) for w in str(text).split()][:MAXLEN]
    return np.array(ids + [0] * (MAXLEN - len(ids)), dtype=np.int32)

dataset = ds.GeneratorDataset(SST2Source(rows), column_names=["sentence", "label"], shuffle=True)
dataset = dataset.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
dataset = dataset.project(["input_ids", "label"]).batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Embedding(len(vocab) + 2, 16), nn.Flatten(), nn.Dense(16 * MAXLEN, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(3, dataset, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
