# HF-style __getitem__ returning a feature dict, wrapped in GeneratorDataset.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

rng = np.random.default_rng(0)
class TextClsDataset:
    def __init__(self, n=128, seq=16):
        self.ids = rng.integers(1, 300, (n, seq)).astype(np.int32)
        self.labels = rng.integers(0, 2, (n,)).astype(np.int32)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": np.ones_like(self.ids[i]), "labels": self.labels[i]}

data = ds.GeneratorDataset(TextClsDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
data = data.batch(16)

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(300, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask[..., None]
        return self.fc(h.sum(1) / attention_mask.sum(1, keepdims=True))

net = Clf()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b, y: loss_fn(net(a, b), y), None, opt.parameters)
for step, batch in enumerate(data.create_dict_iterator()):
    loss, g = grad_fn(batch["input_ids"], batch["attention_mask"].astype(ms.float32), batch["labels"])
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
