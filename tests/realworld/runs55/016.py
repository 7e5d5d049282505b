# Feature extraction moved from torch to MindSpore inside datasets.map: the torch version
# returned torch tensors from the map function (datasets stores them fine), so this returns
# mindspore Tensors the same way.
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from datasets import load_dataset

os.makedirs("data_016", exist_ok=True)
rng = np.random.default_rng(7)
with open("data_016/signals.jsonl", "w") as f:
    for i in range(256):
        f.write(json.dumps({"signal": rng.normal(size=64).round(4).tolist(), "label": int(rng.integers(0, 4))}) + "\n")

ds = load_dataset("json", data_files="data_016/signals.jsonl", split="train")
proj = nn.Dense(64, 16)
proj.set_train(False)


def featurize(batch):
    x = ms.Tensor(np.asarray(batch["signal"], dtype=np.float32))
    feats = ops.tanh(proj(x))
    return {"features": feats, "label": ms.Tensor(np.asarray(batch["label"], np.int32))}


ds = ds.map(featurize, batched=True, batch_size=64, remove_columns=["signal"])
ds = ds.with_format("numpy")
print(ds)
head = nn.Dense(16, 4)
opt = nn.Adam(head.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(head(a), b), None, opt.parameters)
for epoch in range(5):
    loss, g = grad_fn(ms.Tensor(ds["features"][:]), ms.Tensor(ds["label"][:]))
    opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
