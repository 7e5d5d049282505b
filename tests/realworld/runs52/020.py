# HF-style pipeline: tokenise the whole split at once (padding=True, return_tensors="np") and hand the encoding to
# MindSpore as a column dict (torch version: TensorDataset(**enc) / datasets.from_dict)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from transformers import BertTokenizerFast
from tokutil import make_vocab

ms.set_context(mode=ms.PYNATIVE_MODE)
tok = BertTokenizerFast.from_pretrained(make_vocab("tok_020"))
texts = ["i loved this movie", "boring plot and bad acting", "really fun story", "i hated it",
         "great music and good actors", "the film was terrible", "very good director", "not fun at all"] * 32
labels = np.array([1, 0, 1, 0, 1, 0, 1, 0] * 32, np.int32)

enc = tok(texts, padding=True, truncation=True, max_length=16, return_tensors="np")
enc["labels"] = labels
print("encoded:", {k: v.shape for k, v in enc.items()})
train = ds.NumpySlicesDataset(enc, shuffle=True)
train = train.project(["input_ids", "attention_mask", "labels"]).batch(32)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(tok.vocab_size, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids, mask):
        m = mask.astype(ms.float32)[:, :, None]
        return self.fc((self.emb(ids) * m).sum(1) / m.sum(1))

net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, m, b: loss_fn(net(a, m), b), None, opt.parameters)
for epoch in range(3):
    for a, m, b in train.create_tuple_iterator():
        loss, g = grad_fn(a.astype(ms.int32), m, b); opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
