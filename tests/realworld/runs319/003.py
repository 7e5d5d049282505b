# Port of a PyTorch bag-of-embeddings sentiment classifier (torch DataLoader -> GeneratorDataset)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, N = 2000, 32, 1024

class SentimentData:
    """Same __getitem__/__len__ as the torch Dataset; labels come as np.int64 like torch.long."""
    def __init__(self, n):
        rng = np.random.default_rng(0)
        self.labels = rng.integers(0, 2, n)
        self.ids = rng.integers(10, VOCAB, (n, SEQ))
        self.ids[self.labels == 1, :4] = 5   # positive marker tokens
        self.ids[self.labels == 0, :4] = 6
    def __getitem__(self, i):
        return self.ids[i].astype(np.int32), self.labels[i]
    def __len__(self):
        return len(self.labels)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.fc = nn.Dense(64, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))

loader = ds.GeneratorDataset(SentimentData(N), column_names=["input_ids", "label"], shuffle=True)
loader = loader.batch(64, drop_remainder=True)
net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda i, l: loss_fn(net(i), l), None, opt.parameters)

for epoch in range(2):
    total = 0.0
    for step, (ids, label) in enumerate(loader.create_tuple_iterator()):
        if epoch == 0 and step == 0:
            print("batch input_ids", ids.shape, ids.dtype, "label", label.shape, label.dtype)
        loss, grads = grad_fn(ids, label)
        opt(grads)
        total += loss.asnumpy()
    print(f"epoch {epoch} mean loss {total / (step + 1):.4f}")
