# Port of a HF text-classification collate: tokenised ids, attention mask and label per sample.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TextDataset:
    def __init__(self, n=200, seq_len=16, vocab=1000):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq_len)).astype(np.int32)
        self.labels = rng.integers(0, 2, n).astype(np.int32)
    def __getitem__(self, i):
        ids = self.ids[i]
        mask = (ids > 0).astype(np.int32)
        return {"input_ids": ids, "attention_mask": mask, "labels": self.labels[i]}
    def __len__(self):
        return len(self.ids)

dataset = ds.GeneratorDataset(TextDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
dataset = dataset.batch(16, drop_remainder=True)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1).astype(ms.float32)
        return self.fc(h.sum(1) / mask.sum(1, keepdims=True).astype(ms.float32))

net = Model()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)
for step, batch in enumerate(dataset.create_tuple_iterator()):
    ids, mask, labels = batch
    loss, grads = grad_fn(ids, mask, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
