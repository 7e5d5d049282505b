"""Port of a HF text-classification fine-tune: tokenized reviews -> small transformer classifier
(dynamic padding as in DataCollatorWithPadding, done with padded_batch)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

VOCAB, MAX_LEN = 1000, 48
words = [f"w{i}" for i in range(VOCAB - 2)]
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
POS, NEG, NEUTRAL = words[:40], words[40:80], words[80:]


def make_corpus(n):
    texts, labels = [], []
    for _ in range(n):
        label = int(rng.integers(0, 2))
        length = int(rng.integers(8, 40))
        toks = list(rng.choice(NEUTRAL, size=length))
        cue = POS if label else NEG
        for pos in rng.integers(0, length, 3):
            toks[pos] = rng.choice(cue)
        texts.append(" ".join(toks))
        labels.append(label)
    return texts, labels


def tokenize(text, max_length=MAX_LEN):
    ids = [vocab.get(t, 1) for t in text.split()][:max_length]
    return {"input_ids": np.array(ids, dtype=np.int32), "attention_mask": np.ones(len(ids), dtype=np.int32)}


class ReviewDataset:
    def __init__(self, texts, labels):
        self.enc = [tokenize(t) for t in texts]
        self.labels = labels

    def __getitem__(self, i):
        e = self.enc[i]
        return e["input_ids"], e["attention_mask"], np.int32(self.labels[i])

    def __len__(self):
        return len(self.labels)


def make_loader(texts, labels, shuffle):
    d = ds.GeneratorDataset(ReviewDataset(texts, labels), ["input_ids", "attention_mask", "labels"], shuffle=shuffle)
    return d.padded_batch(16, drop_remainder=shuffle,
                          pad_info={"input_ids": ([MAX_LEN], 0), "attention_mask": ([MAX_LEN], 0)})


class Classifier(nn.Cell):
    def __init__(self, vocab_size, d=64, n_cls=2):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, d)
        layer = nn.TransformerEncoderLayer(d, 4, dim_feedforward=128, dropout=0.1, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.head = nn.Dense(d, n_cls)

    def construct(self, input_ids, attention_mask):
        h = self.enc(self.emb(input_ids), src_key_padding_mask=(attention_mask == 0))
        m = attention_mask.astype(h.dtype).expand_dims(-1)
        return self.head((h * m).sum(1) / m.sum(1))


tr_texts, tr_labels = make_corpus(384)
va_texts, va_labels = make_corpus(128)
train = make_loader(tr_texts, tr_labels, True)
val = make_loader(va_texts, va_labels, False)
print(f"train batches: {train.get_dataset_size()}, val batches: {val.get_dataset_size()}")

net = Classifier(VOCAB)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)


def forward(ids, mask, y):
    logits = net(ids, mask)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(2):
    net.set_train()
    for step, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
        (loss, _), grads = grad_fn(ids, mask, y)
        opt(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    correct = total = 0
    for ids, mask, y in val.create_tuple_iterator():
        correct += int((net(ids, mask).argmax(-1) == y).sum().asnumpy()); total += y.shape[0]
    print(f"epoch {epoch} val_acc {correct / total:.4f}", flush=True)
