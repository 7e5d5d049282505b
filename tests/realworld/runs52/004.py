# Instruction-tuning data loader ported from the torch Dataset that read a JSONL export lazily (one line per sample,
# offsets indexed once) - the export was copied from the annotation server with scp
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
os.makedirs("data_004", exist_ok=True)
rng = np.random.default_rng(4)
lines = []
for i in range(3000):
    ids = rng.integers(5, 200, size=24).tolist()
    lines.append(json.dumps({"id": f"sample-{i:05d}", "input_ids": ids, "label": int(ids[0] % 2)}))
blob = "\n".join(lines) + "\n"
with open("data_004/train.jsonl", "w") as f:   # transfer interrupted: file cut in the middle of a record
    f.write(blob[: int(len(blob) * 0.8)])

class LazyJsonl:
    def __init__(self, path):
        self.path = path
        self.offsets = []
        with open(path, "rb") as f:
            pos = 0
            for line in f:
                self.offsets.append(pos); pos += len(line)
    def __len__(self):
        return len(self.offsets)
    def __getitem__(self, i):
        with open(self.path, "rb") as f:
            f.seek(self.offsets[i])
            row = json.loads(f.readline())
        return np.array(row["input_ids"], np.int32), np.array(row["label"], np.int32)

src = LazyJsonl("data_004/train.jsonl")
print("samples:", len(src))
train = ds.GeneratorDataset(src, ["input_ids", "label"], shuffle=False).batch(32)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(200, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(x, y)
        opt(g)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
