"""Sentiment classifier ported from a PyTorch/HF example: a word-level tokenizer, padded batches built
in the dataset source, an embedding-bag style model trained with Model.train."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(1)

POS = "good great excellent fine lovely superb nice wonderful".split()
NEG = "bad awful terrible poor boring dull weak horrible".split()
FILL = "the movie was plot actors and a it film really very quite".split()
vocab = {"[PAD]": 0, "[UNK]": 1}
for w in POS + NEG + FILL:
    vocab.setdefault(w, len(vocab))
MAX_LEN = 24

def tokenize(text):
    return [vocab.get(w, 1) for w in text.split()][:MAX_LEN]

class ReviewSource:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.items = []
        for _ in range(n):
            label = int(r.integers(0, 2))
            words = list(r.choice(FILL, r.integers(6, 18)))
            words += list(r.choice(POS if label else NEG, 2))
            r.shuffle(words)
            self.items.append((" ".join(words), label))
    def __getitem__(self, i):
        text, label = self.items[i]
        ids = tokenize(text)
        input_ids = np.zeros(MAX_LEN)
        input_ids[:len(ids)] = ids
        attention_mask = (input_ids != 0).astype(np.float32)
        return input_ids, attention_mask, np.int32(label)
    def __len__(self):
        return len(self.items)

train_ds = ds.GeneratorDataset(ReviewSource(2000, 0), ["input_ids", "attention_mask", "label"], shuffle=True).batch(32, drop_remainder=True)
print(f"vocab size {len(vocab)}, train batches {train_ds.get_dataset_size()}")

class BagClassifier(nn.Cell):
    def __init__(self, vocab_size, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)
    def construct(self, input_ids, attention_mask):
        h = self.embed(input_ids) * attention_mask.expand_dims(-1)
        pooled = h.sum(1) / attention_mask.sum(1, keepdims=True).clip(1.0, None)
        return self.fc(pooled)

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, input_ids, attention_mask, label):
        return self.loss(self.net(input_ids, attention_mask), label)

net = BagClassifier(len(vocab))
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), 5e-3))
model.train(3, train_ds, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
