# HF-style dataset class (returns a dict per example, like a torch Dataset for a Trainer)
# wrapped in mindspore.dataset.GeneratorDataset for a BERT-like sentence classifier.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ = 500, 32

class SentenceDataset:
    def __init__(self, n=256):
        self.input_ids = np.random.randint(1, VOCAB, (n, SEQ)).astype(np.int32)
        self.attention_mask = np.ones((n, SEQ), np.int32)
        self.labels = np.random.randint(0, 2, (n,)).astype(np.int32)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, idx):
        return {"input_ids": self.input_ids[idx],
                "attention_mask": self.attention_mask[idx],
                "labels": self.labels[idx]}

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        layer = nn.TransformerEncoderLayer(64, 4, 128, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, 2)
        self.cls = nn.Dense(64, 2)
    def construct(self, input_ids, attention_mask):
        h = self.enc(self.emb(input_ids))
        m = attention_mask.astype(ms.float32).expand_dims(-1)
        return self.cls((h * m).sum(1) / m.sum(1))

train_ds = ds.GeneratorDataset(SentenceDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
print(f"num batches: {train_ds.get_dataset_size()}")

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-5, weight_decay=0.01)
def forward_fn(input_ids, attention_mask, labels):
    return ops.cross_entropy(net(input_ids, attention_mask), labels)
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["attention_mask"], batch["labels"])
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
