# Intent classification: HF datasets preprocessing -> mindspore.dataset.GeneratorDataset -> MindSpore training.
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as msds
from mindspore import nn
from datasets import load_dataset

os.makedirs("data_021", exist_ok=True)
rng = np.random.default_rng(5)
words = ["book", "flight", "hotel", "cancel", "refund", "weather", "rain", "sunny", "order", "pizza"]
with open("data_021/intents.jsonl", "w") as f:
    for i in range(600):
        lab = int(rng.integers(0, 3))
        toks = rng.choice(words[lab * 3:lab * 3 + 4], size=rng.integers(3, 9)).tolist()
        f.write(json.dumps({"id": i, "text": " ".join(toks), "label": lab}) + "\n")

vocab = {w: i + 1 for i, w in enumerate(words)}
MAXLEN = 12


def encode(batch):
    ids = [[vocab.get(w, 0) for w in t.split()][:MAXLEN] for t in batch["text"]]
    return {"input_ids": [x + [0] * (MAXLEN - len(x)) for x in ids]}


ds = load_dataset("json", data_files="data_021/intents.jsonl", split="train")
ds = ds.map(encode, batched=True, remove_columns=["text", "id"])
ds = ds.filter(lambda ex: sum(ex["input_ids"]) > 0)
ds = ds.with_format("numpy")
splits = ds.train_test_split(test_size=0.2, seed=0)
print(splits)


class HFSource:
    def __init__(self, d):
        self.d = d

    def __len__(self):
        return len(self.d)

    def __getitem__(self, idx):
        ex = self.d[int(idx)]
        return ex["input_ids"].astype(np.int32), np.int32(ex["label"])


train = msds.GeneratorDataset(HFSource(splits["train"]), column_names=["input_ids", "label"], shuffle=True).batch(32)
test = msds.GeneratorDataset(HFSource(splits["test"]), column_names=["input_ids", "label"], shuffle=False).batch(64)


class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 16, padding_idx=0)
        self.fc = nn.Dense(16, 3)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))


net = BagOfWords()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(6):
    tot, n = 0.0, 0
    net.set_train(True)
    for ids, y in train.create_tuple_iterator():
        loss, g = grad_fn(ids, y)
        opt(g)
        tot += float(loss.asnumpy()); n += 1
    net.set_train(False)
    correct = total = 0
    for ids, y in test.create_tuple_iterator():
        pred = net(ids).asnumpy().argmax(1)
        correct += int((pred == y.asnumpy()).sum()); total += len(pred)
    print(f"epoch {epoch} train loss {tot / n:.4f} test acc {correct / total:.3f}")
print("done")
