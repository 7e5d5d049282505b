# HF datasets -> MindSpore: the tokenized split is exported with ds.to_dict() and fed to
# NumpySlicesDataset. The preprocessing dropped over-long examples from input_ids/attention_mask
# with a list comprehension, but the labels column was taken from the unfiltered split.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(0)
MAXLEN = 24
raw = {"input_ids": [list(rng.integers(5, 500, size=int(rng.integers(4, 32)))) for _ in range(300)],
       "label": list(rng.integers(0, 2, size=300))}
keep = [i for i, ids in enumerate(raw["input_ids"]) if len(ids) <= MAXLEN]

def pad(ids):
    return ids + [0] * (MAXLEN - len(ids))

tokenized = {
    "input_ids": [pad(raw["input_ids"][i]) for i in keep],
    "attention_mask": [[1] * len(raw["input_ids"][i]) + [0] * (MAXLEN - len(raw["input_ids"][i])) for i in keep],
    "label": raw["label"],
}
print({k: len(v) for k, v in tokenized.items()})

train = ds.NumpySlicesDataset({k: np.array(v, np.int32) for k, v in tokenized.items()}, shuffle=True)
train = train.batch(16, drop_remainder=True)

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.astype(ms.float32)[..., None]
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32))

net = Clf()
opt = nn.Adam(net.trainable_params(), 1e-3)
gf = ms.value_and_grad(lambda a, m, y: nn.CrossEntropyLoss()(net(a, m), y), None, opt.parameters)
for epoch in range(2):
    for b in train.create_dict_iterator():
        loss, g = gf(b["input_ids"], b["attention_mask"], b["label"]); opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
