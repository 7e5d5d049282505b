# Sentiment classifier: torch.utils.data.Dataset + DataLoader ported to mindspore.dataset.GeneratorDataset
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)

VOCAB, SEQ = 500, 24

class ReviewDataset:
    """Same class as in the PyTorch repo (was torch.utils.data.Dataset)."""
    def __init__(self, n=400):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
        lens = rng.integers(8, SEQ + 1, size=n)
        self.mask = (np.arange(SEQ)[None, :] < lens[:, None]).astype(np.int32)
        self.ids = self.ids * self.mask
        self.labels = (self.ids[:, :4].sum(1) % 2).astype(np.int32)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return {"input_ids": self.ids[idx],
                "attention_mask": self.mask[idx],
                "labels": self.labels[idx]}

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.fc = nn.Dense(32, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.expand_dims(-1).astype(ms.float32)
        h = h.sum(axis=1) / attention_mask.sum(axis=1, keepdims=True).astype(ms.float32)
        return self.fc(h)

train_ds = ds.GeneratorDataset(ReviewDataset(), column_names=["input_ids", "attention_mask", "labels"],
                               shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)

net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)

def forward_fn(ids, mask, y):
    return loss_fn(net(ids, mask), y)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
net.set_train()
for epoch in range(3):
    total, n = 0.0, 0
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        total += loss.asnumpy(); n += 1
    print(f"epoch {epoch}: mean loss {total / n:.4f}")
