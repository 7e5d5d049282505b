# Healthy twin of 014: the GeneratorDataset source returns a tuple (input_ids, attention_mask, labels) in
# the order of column_names instead of the HF BatchEncoding dict; a bag-of-embeddings classifier is
# trained on the batches with Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Model
from mindspore.train import LossMonitor

texts = ["the movie was great", "terrible plot and acting", "not bad at all", "i would watch it again"] * 8
labels = [1, 0, 1, 1] * 8
vocab = {w: i + 2 for i, w in enumerate(sorted({w for t in texts for w in t.split()}))}

class ReviewDataset:
    def __init__(self, texts, labels, max_len=8):
        self.texts, self.labels, self.max_len = texts, labels, max_len
    def __len__(self):
        return len(self.texts)
    def __getitem__(self, idx):
        ids = [vocab[w] for w in self.texts[idx].split()][: self.max_len]
        pad = self.max_len - len(ids)
        return (np.array(ids + [0] * pad, np.int32), np.array([1] * len(ids) + [0] * pad, np.int32),
                np.array(self.labels[idx], np.int32))

class BagClassifier(nn.Cell):
    def __init__(self, vocab_size, d=16):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, d)
        self.fc = nn.Dense(d, 2)
    def construct(self, input_ids, attention_mask):
        m = attention_mask.astype(ms.float32)[..., None]
        return self.fc((self.emb(input_ids) * m).sum(1) / m.sum(1))

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.loss = net, nn.CrossEntropyLoss()
    def construct(self, input_ids, attention_mask, labels):
        return self.loss(self.net(input_ids, attention_mask), labels)

dataset = ds.GeneratorDataset(ReviewDataset(texts, labels), column_names=["input_ids", "attention_mask", "labels"],
                              shuffle=True).batch(8, drop_remainder=True)
net = BagClassifier(len(vocab) + 2)
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), learning_rate=0.05))
model.train(5, dataset, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("training finished")
