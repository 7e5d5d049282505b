# Intent classification: HF datasets preprocessing kept from the transformers Trainer script
# (which renames label -> labels for the model), then fed to MindSpore via GeneratorDataset.
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as msds
from mindspore import nn
from datasets import load_dataset

os.makedirs("data_015", exist_ok=True)
rng = np.random.default_rng(5)
words = ["book", "flight", "hotel", "cancel", "refund", "weather", "rain", "sunny", "order", "pizza"]
with open("data_015/intents.jsonl", "w") as f:
    for i in range(500):
        lab = int(rng.integers(0, 3))
        toks = rng.choice(words[lab * 3:lab * 3 + 4], size=rng.integers(3, 9)).tolist()
        f.write(json.dumps({"text": " ".join(toks), "label": lab}) + "\n")

vocab = {w: i + 1 for i, w in enumerate(words)}
MAXLEN = 12


def encode(batch):
    ids = [[vocab.get(w, 0) for w in t.split()][:MAXLEN] for t in batch["text"]]
    ids = [x + [0] * (MAXLEN - len(x)) for x in ids]
    return {"input_ids": ids}


ds = load_dataset("json", data_files="data_015/intents.jsonl", split="train")
ds = ds.map(encode, batched=True, remove_columns=["text"])
ds = ds.rename_column("label", "labels")          # HF model forward() expects `labels`
ds = ds.with_format("numpy")
print(ds)


class HFSource:
    def __init__(self, d):
        self.d = d

    def __len__(self):
        return len(self.d)

    def __getitem__(self, idx):
        ex = self.d[int(idx)]
        return ex["input_ids"].astype(np.int32), np.int32(ex["label"])


train = msds.GeneratorDataset(HFSource(ds), column_names=["input_ids", "label"], shuffle=True).batch(32, drop_remainder=True)


class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 16, padding_idx=0)
        self.fc = nn.Dense(16, 3)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))


net = BagOfWords()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (ids, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(ids, y)
        opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
