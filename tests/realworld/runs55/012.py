# Sentiment-score features from a CSV export -> HF datasets -> mindspore.dataset.GeneratorDataset.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as msds
from mindspore import nn
from datasets import load_dataset

os.makedirs("data_012", exist_ok=True)
rng = np.random.default_rng(3)
with open("data_012/reviews.csv", "w") as f:
    f.write("review_id,len_chars,n_excl,n_caps,pos_words,neg_words,label\n")
    for i in range(600):
        pos, neg = rng.integers(0, 8, 2)
        lab = "" if i % 97 == 13 else str(int(pos > neg))   # a few rows were never annotated
        f.write(f"r{i},{rng.integers(20, 900)},{rng.integers(0, 5)},{rng.integers(0, 30)},{pos},{neg},{lab}\n")

ds = load_dataset("csv", data_files="data_012/reviews.csv", split="train")
ds = ds.remove_columns(["review_id"])
FEATS = ["len_chars", "n_excl", "n_caps", "pos_words", "neg_words"]
ds = ds.with_format("numpy")
print(ds)
print(ds.features)


class Source:
    def __init__(self, d):
        self.d = d

    def __len__(self):
        return len(self.d)

    def __getitem__(self, i):
        row = self.d[i]
        x = np.array([row[c] for c in FEATS], dtype=np.float32) / np.array([900, 5, 30, 8, 8], np.float32)
        return x, row["label"]


train = msds.GeneratorDataset(Source(ds), column_names=["x", "label"], shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(5, 16), nn.ReLU(), nn.Dense(16, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(x, y)
        opt(g)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
