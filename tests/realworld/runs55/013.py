# Ray actor trains a MindSpore MLP on tabular features prepared with Hugging Face datasets,
# then evaluates on the held-out file (loaded separately: it carries a submission id column).
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
import ray
from datasets import load_dataset

os.makedirs("data_013", exist_ok=True)
rng = np.random.default_rng(0)
for split, n in (("train", 400), ("test", 100)):
    with open(f"data_013/{split}.jsonl", "w") as f:
        for i in range(n):
            feats = rng.normal(size=6).round(4).tolist()
            row = {f"f{j}": v for j, v in enumerate(feats)}
            row["label"] = int(feats[0] + feats[1] > 0)
            if split == "test":
                row["id"] = i  # submission row id, only in the test file
            f.write(json.dumps(row) + "\n")

train_ds = load_dataset("json", data_files="data_013/train.jsonl", split="train")
test_ds = load_dataset("json", data_files="data_013/test.jsonl", split="train")


def to_xy(d):
    d = d.with_format("numpy")
    cols = [c for c in d.column_names if c != "label"]
    x = np.stack([d[c] for c in cols], axis=1).astype(np.float32)
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
            tot, n = 0.0, 0
            for i in range(0, len(x), bs):
                loss, g = self.grad_fn(ms.Tensor(x[i:i + bs]), ms.Tensor(y[i:i + bs]))
                self.opt(g)
                tot += float(loss.asnumpy()); n += 1
            print(f"epoch {ep} train loss {tot / n:.4f}", flush=True)

    def evaluate(self, x, y):
        self.net.set_train(False)
        logits = self.net(ms.Tensor(x)).asnumpy()
        return float((logits.argmax(1) == y).mean())


ray.init(num_cpus=2, include_dashboard=False)
xtr, ytr = to_xy(train_ds)
print("train features:", xtr.shape)
trainer = Trainer.remote(xtr.shape[1])
ray.get(trainer.fit.remote(xtr, ytr))
xte, yte = to_xy(test_ds)
print("test accuracy:", ray.get(trainer.evaluate.remote(xte, yte)))
