# Port of a HF text-classification fine-tune: torch Dataset -> mindspore GeneratorDataset
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)
VOCAB, SEQ, NCLS = 1000, 32, 4

class SyntheticTextDataset:
    """Same __getitem__ as the torch version: returns input_ids, attention_mask, label."""
    def __init__(self, n=256):
        rng = np.random.default_rng(0)
        self.lengths = rng.integers(8, SEQ, n)
        self.labels = rng.integers(0, NCLS, n)
        self.ids = rng.integers(1, VOCAB, (n, SEQ))
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        ids = self.ids[i].copy()
        mask = np.zeros(SEQ, np.int32)
        mask[: self.lengths[i]] = 1
        ids[self.lengths[i]:] = 0
        return ids.astype(np.int32), mask, np.int32(self.labels[i])

class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.cls = nn.Dense(64, NCLS)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.astype(ms.float32).expand_dims(-1)
        h = h.sum(1) / mask.astype(ms.float32).sum(1, keepdims=True)
        return self.cls(h)

train_ds = ds.GeneratorDataset(SyntheticTextDataset(), column_names=["input_ids", "labels"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
print("num batches:", train_ds.get_dataset_size())

net = BagOfWords()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4)
loss_fn = nn.CrossEntropyLoss()
def forward(ids, mask, labels):
    return loss_fn(net(ids, mask), labels)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
