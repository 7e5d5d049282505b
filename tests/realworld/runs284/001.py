"""Port of a HF text-classification fine-tune: tokenized reviews -> small transformer classifier."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

VOCAB = 1000
words = [f"w{i}" for i in range(VOCAB - 2)]
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}


def make_corpus(n):
    texts, labels = [], []
    for _ in range(n):
        length = int(rng.integers(8, 40))
        toks = rng.choice(words, size=length)
        texts.append(" ".join(toks))
        labels.append(int(rng.integers(0, 2)))
    return texts, labels


def tokenize(text, max_length=64):
    ids = [vocab.get(t, 1) for t in text.split()][:max_length]
    return {"input_ids": np.array(ids, dtype=np.int32),
            "attention_mask": np.ones(len(ids), dtype=np.int32)}


class ReviewDataset:
    def __init__(self, texts, labels):
        self.enc = [tokenize(t) for t in texts]
        self.labels = labels

    def __getitem__(self, i):
        e = self.enc[i]
        return e["input_ids"], e["attention_mask"], np.int32(self.labels[i])

    def __len__(self):
        return len(self.labels)


class Classifier(nn.Cell):
    def __init__(self, vocab_size, d=64, n_cls=2):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, d)
        layer = nn.TransformerEncoderLayer(d, 4, dim_feedforward=128, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.head = nn.Dense(d, n_cls)

    def construct(self, input_ids, attention_mask):
        h = self.enc(self.emb(input_ids), src_key_padding_mask=(attention_mask == 0))
        m = attention_mask.astype(h.dtype).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        return self.head(pooled)


texts, labels = make_corpus(512)
train = ds.GeneratorDataset(ReviewDataset(texts, labels),
                            column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
train = train.batch(16, drop_remainder=True)
print(f"train batches: {train.get_dataset_size()}")

net = Classifier(VOCAB)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)


def forward(ids, mask, y):
    logits = net(ids, mask)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(3):
    net.set_train()
    for step, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
        (loss, _), grads = grad_fn(ids, mask, y)
        opt(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
