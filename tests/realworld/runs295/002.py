# Port of a torch Dataset (HF style __getitem__ returning a dict) to GeneratorDataset
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)

class TokenDataset:
    def __init__(self, n=256, seq=16, vocab=500):
        rng = np.random.default_rng(1)
        self.ids = rng.integers(0, vocab, size=(n, seq)).astype(np.int32)
        self.labels = rng.integers(0, 2, size=(n,)).astype(np.int32)
    def __len__(self):
        return len(self.ids)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": np.ones_like(self.ids[i]), "labels": self.labels[i]}

dataset = ds.GeneratorDataset(TokenDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
dataset = dataset.batch(16, drop_remainder=True)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1).astype(ms.float32)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32))

net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, m, y: loss_fn(net(a, m), y), None, opt.parameters)
net.set_train()
for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
