"""Review-rating classifier: word vocabulary built from the corpus, then a [PAD] token
is appended for batching (as done with tokenizer.add_special_tokens in the HF version)."""
import collections
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
rng = np.random.default_rng(0)
words = [f"w{i}" for i in range(300)]
docs = [" ".join(rng.choice(words, rng.integers(5, 30))) for _ in range(400)]
ratings = rng.integers(0, 5, 400)

counter = collections.Counter(w for d in docs for w in d.split())
vocab = {w: i for i, (w, _) in enumerate(counter.most_common())}
config = {"vocab_size": len(vocab), "embed_dim": 64, "num_classes": 5, "max_len": 32}
vocab["[PAD]"] = len(vocab)
config["pad_token_id"] = vocab["[PAD]"]
print(f"model config: {config}")


def encode(doc):
    ids = [vocab[w] for w in doc.split()][:config["max_len"]]
    return ids + [config["pad_token_id"]] * (config["max_len"] - len(ids))


class BagOfEmbeddings(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.pad_id = cfg["pad_token_id"]
        self.emb = nn.Embedding(cfg["vocab_size"], cfg["embed_dim"], padding_idx=cfg["pad_token_id"])
        self.cls = nn.Dense(cfg["embed_dim"], cfg["num_classes"])

    def construct(self, ids):
        mask = (ids != self.pad_id).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(ids) * mask).sum(1) / mask.sum(1).clip(1.0)
        return self.cls(pooled)


X = np.array([encode(d) for d in docs], np.int32)
net = BagOfEmbeddings(config)
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for s in range(0, len(X), 32):
        loss, g = grad_fn(ms.Tensor(X[s:s + 32]), ms.Tensor(ratings[s:s + 32], ms.int32))
        opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
