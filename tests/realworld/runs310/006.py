# Port of a PyTorch DataLoader(collate_fn=pad) text pipeline to mindspore.dataset
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
words = ["good", "bad", "great", "awful", "movie", "plot", "acting", "the", "was", "really", "not"]
vocab = {w: i + 1 for i, w in enumerate(words)}

class ReviewDataset:
    def __init__(self, n=400):
        r = np.random.default_rng(0)
        self.samples = []
        for _ in range(n):
            toks = list(r.choice(words, size=r.integers(3, 12)))
            label = int(toks.count("good") + toks.count("great") > toks.count("bad") + toks.count("awful"))
            self.samples.append((toks, label))
    def __getitem__(self, i):
        toks, label = self.samples[i]
        return np.array([vocab[t] for t in toks], np.int32), np.int32(label)
    def __len__(self):
        return len(self.samples)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab) + 1, 32, padding_idx=0)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).sum(1))

loader = ds.GeneratorDataset(ReviewDataset(), ["input_ids", "label"], shuffle=True)
loader = loader.batch(16, drop_remainder=True)
print(f"batches per epoch: {loader.get_dataset_size()}")
net = BagClassifier()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
for epoch in range(3):
    for step, (x, y) in enumerate(loader.create_tuple_iterator()):
        loss, g = grad_fn(x, y)
        opt(g)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
