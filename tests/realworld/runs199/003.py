"""Sentiment classifier ported from a PyTorch Dataset/DataLoader script to mindspore.dataset."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)

VOCAB, SEQ = 500, 24


class ReviewDataset:
    """Same class as in the PyTorch version (torch.utils.data.Dataset)."""
    def __init__(self, n=256, seed=0):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
        self.labels = (self.ids[:, :4].sum(1) % 2).astype(np.int32)

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i],
                "attention_mask": np.ones(SEQ, dtype=np.int32),
                "labels": self.labels[i]}


class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, 2)

    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.expand_dims(-1).astype(ms.float32)
        return self.fc(h.mean(1))


loader = ds.GeneratorDataset(ReviewDataset(), column_names=["input_ids", "attention_mask", "labels"],
                             shuffle=True).batch(16)
net = BagOfWords()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3)


def forward(ids, mask, y):
    return loss_fn(net(ids, mask), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(loader.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
