"""Sentiment classifier port: the Hugging Face style Dataset class reused unchanged with GeneratorDataset."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(4)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

WORDS = ["good", "great", "fine", "bad", "awful", "poor", "movie", "plot", "acting", "the", "was", "very", "not"]
VOCAB = {w: i + 2 for i, w in enumerate(WORDS)}  # 0 pad, 1 unk
MAXLEN = 16


def tokenize(text):
    ids = [VOCAB.get(t, 1) for t in text.split()][:MAXLEN]
    mask = [1] * len(ids) + [0] * (MAXLEN - len(ids))
    ids = ids + [0] * (MAXLEN - len(ids))
    return {"input_ids": np.array(ids, np.int32), "attention_mask": np.array(mask, np.int32)}


class ReviewDataset:
    def __init__(self, n=800, seed=0):
        rng = np.random.default_rng(seed)
        self.texts, self.labels = [], []
        for _ in range(n):
            lab = int(rng.integers(0, 2))
            pol = ["good", "great", "fine"] if lab else ["bad", "awful", "poor"]
            words = list(rng.choice(["the", "movie", "plot", "acting", "was", "very"], size=rng.integers(3, 10)))
            words.insert(int(rng.integers(0, len(words))), str(rng.choice(pol)))
            self.texts.append(" ".join(words))
            self.labels.append(lab)

    def __len__(self):
        return len(self.texts)

    def __getitem__(self, idx):
        item = tokenize(self.texts[idx])
        item["labels"] = np.array(self.labels[idx], np.int32)
        return item


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size=len(VOCAB) + 2, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.cls = nn.Dense(dim, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids)
        m = attention_mask.astype(h.dtype)[..., None]
        pooled = (h * m).sum(1) / ops.clamp(m.sum(1), min=1.0)
        return self.cls(pooled)


train_ds = ds.GeneratorDataset(ReviewDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)
net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)

for epoch in range(3):
    net.set_train()
    losses = []
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        losses.append(loss.asnumpy())
    print(f"epoch {epoch} train loss {np.mean(losses):.4f}")
