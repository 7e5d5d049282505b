"""Sentence-pair classifier; the Dataset class was copied from the PyTorch version of the project."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
MAX_LEN, VOCAB = 32, 1000


class PairDataset:
    """same sample layout as the torch Dataset: (input_ids, attention_mask, labels)"""
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(1, VOCAB, size=(n, MAX_LEN)).astype(np.int32)
        lens = rng.integers(8, MAX_LEN, size=n)
        self.mask = (np.arange(MAX_LEN)[None, :] < lens[:, None]).astype(np.int32)
        self.ids *= self.mask
        self.labels = rng.integers(0, 2, size=n).astype(np.int32)

    def __getitem__(self, idx):
        return self.ids[idx], self.mask[idx], np.array(self.labels[idx], dtype=np.int64)

    def __len__(self):
        return len(self.labels)


class PairClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 48, padding_idx=0)
        self.fc = nn.Dense(48, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.expand_dims(-1).astype(ms.float32)
        h = h.sum(axis=1) / attention_mask.sum(axis=1, keepdims=True).astype(ms.float32)
        return self.fc(h)


train_ds = ds.GeneratorDataset(PairDataset(400), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
# CrossEntropyLoss on CPU wants int32 targets (HF collator produced int64 "label")
train_ds = train_ds.map(operations=T.TypeCast(ms.int32), input_columns=["label"])
train_ds = train_ds.batch(16, drop_remainder=True)

net = PairClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward_fn(ids, mask, labels):
    return loss_fn(net(ids, mask), labels)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
