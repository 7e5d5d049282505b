# Review classifier built on a decoder-style tokenizer (GPT-like, pad = eos, left padding kept from the
# generation script); pooling copied from the BERT classifier: first token ("[CLS]") representation
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
words = ("the a movie film was great terrible good bad plot acting i loved hated it this boring fun story "
         "really very not music scene actor").split()
vocab = {"<|endoftext|>": 0, "<unk>": 1}
for w in words:
    vocab[w] = len(vocab)
raw = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=raw, eos_token="<|endoftext|>", unk_token="<unk>")
tok.pad_token = tok.eos_token
tok.padding_side = "left"          # from the generation config of the base model

rng = np.random.default_rng(10)
pos = ["great", "good", "loved", "fun"]; neg = ["terrible", "bad", "hated", "boring"]
filler = ["the", "movie", "film", "was", "plot", "acting", "really", "very", "story", "music", "scene", "actor"]
texts, labels = [], []
for i in range(512):
    y = int(rng.integers(0, 2))
    body = list(rng.choice(filler, int(rng.integers(2, 10)))) + [rng.choice(pos if y else neg)]
    rng.shuffle(body)
    texts.append(" ".join(body)); labels.append(y)
enc = tok(texts, padding="max_length", max_length=16, truncation=True, return_tensors="np")
train = ds.NumpySlicesDataset({"input_ids": enc["input_ids"].astype(np.int32), "label": np.array(labels, np.int32)},
                              shuffle=True).batch(32, drop_remainder=True)

class Encoder(nn.Cell):
    def __init__(self, vocab, dim=48):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.pos = nn.Embedding(16, dim)
        self.attn = nn.MultiheadAttention(dim, 4, batch_first=True)
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, 2)
    def construct(self, ids):
        pos = ops.arange(ids.shape[1])
        h = self.emb(ids) + self.pos(pos)[None]
        causal = ops.triu(ops.ones((ids.shape[1], ids.shape[1]), ms.float32), 1).astype(ms.bool_)
        a, _ = self.attn(h, h, h, attn_mask=causal)
        h = self.norm(h + a)
        return self.head(h[:, 0])          # [CLS] pooling as in the BERT classifier

net = Encoder(len(vocab))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(8):
    tot, n, correct = 0.0, 0, 0
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        tot += float(loss.asnumpy()); n += 1
    print(f"epoch {epoch} mean loss {tot / n:.4f}", flush=True)
