# Port of a PyTorch text-classification collate: variable-length token ids fed to GeneratorDataset.batch
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)

class TextDataset:
    def __init__(self, n=256, vocab=1000):
        self.samples = []
        for _ in range(n):
            L = int(rng.integers(8, 40))
            ids = rng.integers(1, vocab, size=L).astype(np.int32)
            self.samples.append((ids, np.int32(ids.sum() % 2)))
    def __getitem__(self, i):
        return self.samples[i]
    def __len__(self):
        return len(self.samples)

class BagOfWords(nn.Cell):
    def __init__(self, vocab=1000, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.fc = nn.Dense(dim, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(axis=1))

dataset = ds.GeneratorDataset(TextDataset(), column_names=["input_ids", "label"], shuffle=True)
dataset = dataset.batch(32, drop_remainder=True)
print("dataset size:", dataset.get_dataset_size())

net = BagOfWords()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
def forward(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (ids, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(ids, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
