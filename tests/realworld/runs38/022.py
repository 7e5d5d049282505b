# Healthy twin of 015: HF (GLUE) rows -> GeneratorDataset with the source reading row["label"] (the HF
# column name) and yielding it under the "labels" column; a small classifier is trained with Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Model
from mindspore.train import LossMonitor
from transformers import BertTokenizerFast

ms.set_seed(5)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "a", "great", "movie", "boring", "plot", "loved",
         "it", "terrible", "acting", "fine"]
with open("vocab.txt", "w") as f:
    f.write("\n".join(vocab))
tok = BertTokenizerFast("vocab.txt")
rows = [{"sentence": "a great movie", "label": 1}, {"sentence": "boring plot", "label": 0},
        {"sentence": "loved it", "label": 1}, {"sentence": "terrible acting", "label": 0}] * 16

class SST2Source:
    def __init__(self, rows, tokenizer, max_len=8):
        self.rows, self.tok, self.max_len = rows, tokenizer, max_len
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        row = self.rows[i]
        enc = self.tok(row["sentence"], padding="max_length", max_length=self.max_len, truncation=True)
        return np.array(enc["input_ids"], np.int32), np.array(row["label"], np.int32)

dataset = ds.GeneratorDataset(SST2Source(rows, tok), ["input_ids", "labels"], shuffle=True)
dataset = dataset.batch(8, drop_remainder=True)
print("batches per epoch", dataset.get_dataset_size())

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagClassifier()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 0.05), metrics={"acc"})
model.train(4, dataset, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("eval:", model.eval(dataset, dataset_sink_mode=False))
