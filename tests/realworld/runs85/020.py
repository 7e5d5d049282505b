# HF-style label2id from the model config; the torch Dataset did label2id[row["intent"]] in __getitem__
import csv
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
label2id = {"greeting": 0, "refund": 1, "shipping": 2, "cancel": 3}   # config.label2id of the fine-tuned model
rng = np.random.default_rng(0)
intents = list(label2id)
with open("intents_020.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["text", "intent"])
    for i in range(1500):
        it = intents[rng.integers(0, 4)]
        if i == 1210:
            it = "Refund"          # one row re-labelled by hand in the spreadsheet
        w.writerow([f"{it.lower()} request number {i} " + " ".join(str(v) for v in rng.integers(0, 50, 6)), it])

class IntentDataset:
    def __init__(self, path, vocab_size=512, max_len=12):
        with open(path) as f:
            self.rows = list(csv.DictReader(f))
        self.vocab_size, self.max_len = vocab_size, max_len
    def __len__(self):
        return len(self.rows)
    def encode(self, text):
        ids = [hash(w) % (self.vocab_size - 1) + 1 for w in text.split()][: self.max_len]
        return np.array(ids + [0] * (self.max_len - len(ids)), np.int32)
    def __getitem__(self, i):
        row = self.rows[i]
        return self.encode(row["text"]), np.int32(label2id[row["intent"]])

train = ds.GeneratorDataset(IntentDataset("intents_020.csv"), ["ids", "label"], shuffle=False).batch(32)

class BoW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(512, 32, padding_idx=0)
        self.fc = nn.Dense(32, len(label2id))
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = BoW()
opt = nn.Adam(net.trainable_params(), 5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(2):
    for step, (x, t) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, t)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
