"""Text classifier: torch Dataset class reused as the source of a MindSpore GeneratorDataset."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, NCLS = 300, 24, 2


class ReviewDataset:
    """Same class as in the PyTorch project (previously subclassed torch.utils.data.Dataset)."""

    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
        self.labels = (self.ids[:, :4].sum(1) > 2 * VOCAB).astype(np.int32)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return {"input_ids": self.ids[idx],
                "attention_mask": np.ones(SEQ, np.int32),
                "labels": self.labels[idx]}


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, NCLS)

    def construct(self, ids, mask):
        h = self.emb(ids) * mask[..., None].astype(ms.float32)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32))


train_ds = ds.GeneratorDataset(ReviewDataset(2000, 0), column_names=["input_ids", "attention_mask", "labels"],
                               shuffle=True, num_parallel_workers=1)
train_ds = train_ds.batch(32, drop_remainder=True)

net = BagOfEmbeddings()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)

for epoch in range(3):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
