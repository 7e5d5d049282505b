# Sentiment regression/classification data exported from a labelling tool to JSONL; the torch Dataset did
# torch.tensor(row["label"]) and the default collate stacked them (promoting mixed int/float)
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(1)
os.makedirs("data_015", exist_ok=True)
with open("data_015/train.jsonl", "w") as f:
    for i in range(2000):
        feats = rng.normal(size=16).round(4).tolist()
        label = int(sum(feats[:4]) > 0)
        if i == 1377:          # re-annotated row written back by the labelling tool
            label = float(label)
        f.write(json.dumps({"id": i, "features": feats, "label": label}) + "\n")

class JsonlDataset:
    def __init__(self, path):
        with open(path) as f:
            self.rows = [json.loads(l) for l in f]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        r = self.rows[i]
        return np.array(r["features"], dtype=np.float32), np.array(r["label"])

train = ds.GeneratorDataset(JsonlDataset("data_015/train.jsonl"), ["features", "label"], shuffle=False)
train = train.batch(32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(x, y.astype(ms.int32))
        opt(g)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
