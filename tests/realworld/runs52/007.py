# Sentence classifier: torch version tokenised per item with return_tensors="pt" and the DataLoader collate
# stacked them; the port switched "pt" to "np" and kept the per-item call
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from transformers import BertTokenizerFast
from tokutil import make_vocab

ms.set_context(mode=ms.GRAPH_MODE)
tok = BertTokenizerFast.from_pretrained(make_vocab("tok_007"))
texts = ["i loved this movie", "boring plot and bad acting", "really fun story", "i hated it",
         "great music and good actors", "the film was terrible", "very good director", "not fun at all"] * 16
labels = [1, 0, 1, 0, 1, 0, 1, 0] * 16

class ReviewDataset:
    def __len__(self):
        return len(texts)
    def __getitem__(self, i):
        enc = tok(texts[i], padding="max_length", truncation=True, max_length=16, return_tensors="np")
        return enc["input_ids"].astype(np.int32), enc["attention_mask"].astype(np.float32), np.int32(labels[i])

train = ds.GeneratorDataset(ReviewDataset(), ["input_ids", "attention_mask", "label"], shuffle=True).batch(16)

class MeanPoolClassifier(nn.Cell):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, 2)
    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids)                                   # (B, L, D)
        m = ops.expand_dims(attention_mask, -1)
        pooled = (h * m).sum(1) / m.sum(1)
        return self.head(pooled)

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, input_ids, attention_mask, label):
        return self.loss(self.net(input_ids, attention_mask), label)

net = MeanPoolClassifier(tok.vocab_size)
step_fn = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), 1e-3))
for epoch in range(3):
    for step, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
        loss = step_fn(ids, mask, y)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
