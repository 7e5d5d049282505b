# Ray actor trains a MindSpore MLP on tabular features prepared with Hugging Face datasets,
# then evaluates on the held-out split.
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
import ray
from datasets import load_dataset

os.makedirs("data_009", exist_ok=True)
rng = np.random.default_rng(0)
for split, n in (("train", 400), ("test", 100)):
    with open(f"data_009/{split}.jsonl", "w") as f:
        for i in range(n):
            feats = rng.normal(size=6).round(4).tolist()
            row = {f"f{j}": v for j, v in enumerate(feats)}
            row["label"] = int(feats[0] + feats[1] > 0)
            if split == "test":
                row["id"] = f"t{i:04d}"  # submission id, only in the test file
            f.write(json.dumps(row) + "\n")

raw = load_dataset("json", data_files={"train": "data_009/train.jsonl", "test": "data_009/test.jsonl"})
FEATS = [c for c in raw["train"].column_names if c != "label"]


def to_xy(split):
    d = raw[split]
    cols = [c for c in d.column_names if c != "label"]
    x = np.stack([np.asarray(d[c], dtype=np.float32) for c in cols], axis=1)
    return x, np.asarray(d["label"], dtype=np.int32)


@ray.remote(num_cpus=1)
class Trainer:
    def __init__(self, n_in):
        self.net = nn.SequentialCell(nn.Dense(n_in, 32), nn.ReLU(), nn.Dense(32, 2))
        self.opt = nn.Adam(self.net.trainable_params(), learning_rate=1e-2)
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(lambda a, b: self.loss_fn(self.net(a), b), None, self.opt.parameters)

    def fit(self, x, y, epochs=5, bs=32):
        for ep in range(epochs):
            tot = 0.0
            for i in range(0, len(x), bs):
                loss, g = self.grad_fn(ms.Tensor(x[i:i + bs]), ms.Tensor(y[i:i + bs]))
                self.opt(g)
                tot += float(loss.asnumpy())
            print(f"epoch {ep} train loss {tot / (len(x) // bs + 1):.4f}", flush=True)

    def evaluate(self, x, y):
        self.net.set_train(False)
        logits = self.net(ms.Tensor(x)).asnumpy()
        return float((logits.argmax(1) == y).mean())


ray.init(num_cpus=2, include_dashboard=False)
xtr, ytr = to_xy("train")
print("train features:", xtr.shape)
trainer = Trainer.remote(len(FEATS))
ray.get(trainer.fit.remote(xtr, ytr))
xte, yte = to_xy("test")
print("test accuracy:", ray.get(trainer.evaluate.remote(xte, yte)))
