"""Sentiment fine-tune ported from a Hugging Face Trainer script (tokenizer + DataCollatorWithPadding) to mindspore.dataset."""
import re
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)

POS = ["great", "good", "love", "excellent", "fun", "nice"]
NEG = ["bad", "awful", "hate", "boring", "poor", "terrible"]
FILL = ["the", "movie", "was", "really", "a", "plot", "actors", "and", "it", "very", "story"]

def make_corpus(n):
    texts, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(FILL, rng.integers(4, 15)))
        words.insert(int(rng.integers(0, len(words))), rng.choice(POS if lab else NEG))
        texts.append(" ".join(words))
        labels.append(lab)
    return texts, labels

class WordTokenizer:
    def __init__(self, texts, max_length=64):
        vocab = sorted({w for t in texts for w in re.findall(r"\w+", t)})
        self.vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, **{w: i + 3 for i, w in enumerate(vocab)}}
        self.max_length = max_length
    def __call__(self, text, truncation=True):
        ids = [2] + [self.vocab.get(w, 1) for w in re.findall(r"\w+", text)]
        if truncation:
            ids = ids[: self.max_length]
        return {"input_ids": ids, "attention_mask": [1] * len(ids)}

class SST(object):
    def __init__(self, texts, labels, tok):
        self.enc = [tok(t, truncation=True) for t in texts]
        self.labels = labels
    def __getitem__(self, i):
        e = self.enc[i]
        return (np.array(e["input_ids"], np.int32), np.array(e["attention_mask"], np.int32),
                np.int32(self.labels[i]))
    def __len__(self):
        return len(self.labels)

class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)
    def construct(self, ids, mask):
        x = self.emb(ids) * mask.expand_dims(-1).astype(ms.float32)
        x = x.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32)
        return self.fc(x)

texts, labels = make_corpus(2000)
tok = WordTokenizer(texts)
train_ds = ds.GeneratorDataset(SST(texts, labels, tok), ["input_ids", "attention_mask", "labels"], shuffle=True)
train_ds = train_ds.batch(32)
print(f"vocab size {len(tok.vocab)}, train examples {len(labels)}, batches {train_ds.get_dataset_size()}")

model = BagOfEmbeddings(len(tok.vocab))
opt = nn.Adam(model.trainable_params(), learning_rate=2e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(model(i, m), y), None, opt.parameters)

for epoch in range(3):
    for step, (ids, mask, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(ids, mask, y)
        opt(grads)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
