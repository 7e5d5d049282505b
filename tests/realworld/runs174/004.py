"""Review sentiment classifier. Tokenisation + batching ported from a torch script
that used a DataCollator; here batches are built by hand from token-id lists."""
import random
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(1)
random.seed(1)

POS = "great excellent loved wonderful amazing superb enjoyable fun".split()
NEG = "awful boring hated terrible waste dull poor annoying".split()
FILL = "the movie film plot actors was and very a it story really quite".split()


def make_review(label):
    n = random.randint(5, 30)
    words = [random.choice(FILL) for _ in range(n)]
    for _ in range(random.randint(1, 3)):
        words.insert(random.randint(0, len(words)), random.choice(POS if label else NEG))
    return " ".join(words)


reviews = [(make_review(l), l) for l in [random.randint(0, 1) for _ in range(600)]]
vocab = {"[PAD]": 0, "[UNK]": 1}
for w in sorted(set(POS + NEG + FILL)):
    vocab[w] = len(vocab)
MAX_LEN = 48


def encode(text):
    ids = [vocab.get(w, 1) for w in text.split()]
    return ids[:MAX_LEN]            # truncation=True, max_length=MAX_LEN


def batches(data, bs):
    random.shuffle(data)
    for i in range(0, len(data), bs):
        chunk = data[i:i + bs]
        input_ids = [encode(t) for t, _ in chunk]
        labels = [l for _, l in chunk]
        yield {"input_ids": input_ids, "labels": labels}


class SentimentNet(nn.Cell):
    def __init__(self, vocab_size, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Dense(dim, 2)

    def construct(self, ids):
        out, h = self.rnn(self.emb(ids))
        return self.head(h[-1])


net = SentimentNet(len(vocab))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

print(f"{len(reviews)} reviews, vocab size {len(vocab)}")
for epoch in range(3):
    net.set_train()
    total, n = 0.0, 0
    for step, batch in enumerate(batches(reviews, 32)):
        ids = Tensor(batch["input_ids"], ms.int32)
        labels = Tensor(batch["labels"], ms.int32)
        loss, grads = grad_fn(ids, labels)
        opt(grads)
        total += float(loss.asnumpy()); n += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} avg loss {total / n:.4f}")
