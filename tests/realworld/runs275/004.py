# Port of a Hugging Face `datasets` style pipeline: the generator yields feature dicts like a HF Dataset row.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class ToyTextDataset:
    def __init__(self, n=400, seq=24, vocab=1000):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq)).astype(np.int32)
        self.mask = np.ones((n, seq), np.int32)
        self.labels = (self.ids[:, 0] > vocab // 2).astype(np.int32)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": self.mask[i], "labels": self.labels[i]}


class BagOfWords(nn.Cell):
    def __init__(self, vocab=1000, d=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.fc = nn.Dense(d, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.expand_dims(-1).astype(ms.float32)
        return self.fc(h.sum(1) / attention_mask.sum(1, keepdims=True).astype(ms.float32))


train_ds = ds.GeneratorDataset(ToyTextDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)
print(f"train batches: {train_ds.get_dataset_size()}")

net = BagOfWords()
opt = nn.Adam(net.trainable_params(), 5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, m, y: loss_fn(net(a, m), y), None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
