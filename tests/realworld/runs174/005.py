"""Support-ticket topic classifier: embeddings + masked mean pooling (sentence-transformers
style pooling, ported from torch), trained with a jitted train step."""
import re
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(7)
rng = np.random.default_rng(7)

TOPICS = {0: "refund charge invoice billing payment".split(),
          1: "login password account locked reset".split(),
          2: "shipping delivery package tracking courier".split(),
          3: "crash error bug freeze update".split()}
COMMON = "please help my the is not and i need with urgent thanks hello".split()
STOP = set(COMMON)


def make_ticket(label):
    if rng.random() < 0.003:                       # tickets that only contain a link/signature
        return "https://support.example.com/t/%d  -- sent from my phone" % rng.integers(1e6)
    words = list(rng.choice(COMMON, rng.integers(3, 12))) + list(rng.choice(TOPICS[label], rng.integers(1, 4)))
    rng.shuffle(words)
    return " ".join(words)


def clean(text):
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"--.*$", " ", text)
    return [w for w in text.lower().split() if w not in STOP]


labels = rng.integers(0, 4, size=2000)
texts = [make_ticket(l) for l in labels]
vocab = {"<pad>": 0}
for ws in TOPICS.values():
    for w in ws:
        vocab.setdefault(w, len(vocab))
MAXLEN = 8


def encode(text):
    ids = [vocab.get(w, 0) for w in clean(text)][:MAXLEN]
    mask = [1] * len(ids) + [0] * (MAXLEN - len(ids))
    return ids + [0] * (MAXLEN - len(ids)), mask


enc = [encode(t) for t in texts]
ids = np.array([e[0] for e in enc], np.int32)
mask = np.array([e[1] for e in enc], np.float32)
print(f"tickets: {len(texts)}  vocab: {len(vocab)}  max_len: {MAXLEN}")


class MeanPoolClassifier(nn.Cell):
    def __init__(self, vocab_size, dim=32, ncls=4):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.proj = nn.Dense(dim, dim, activation="tanh")
        self.out = nn.Dense(dim, ncls)

    def construct(self, input_ids, attention_mask):
        tok = self.emb(input_ids)
        m = attention_mask.expand_dims(-1)
        pooled = (tok * m).sum(axis=1) / m.sum(axis=1)
        return self.out(self.proj(pooled))


net = MeanPoolClassifier(len(vocab))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()


def forward(x, m, y):
    return loss_fn(net(x, m), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, m, y):
    loss, grads = grad_fn(x, m, y)
    opt(grads)
    return loss


BS = 32
global_step = 0
for epoch in range(3):
    perm = rng.permutation(len(ids))
    for i in range(0, len(ids) - BS + 1, BS):
        b = perm[i:i + BS]
        loss = train_step(Tensor(ids[b]), Tensor(mask[b]), Tensor(labels[b].astype(np.int32)))
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step:4d} | loss {float(loss.asnumpy()):.4f}")
        global_step += 1
    logits = net(Tensor(ids), Tensor(mask)).asnumpy()
    acc = (logits.argmax(-1) == labels).mean()
    print(f"== epoch {epoch} done, train acc {acc:.3f}")
