# Variable-length sequence classifier: GeneratorDataset with 2 python worker processes,
# per_batch_map pads each batch to its longest sequence, mean-pool GRU-free encoder, PYNATIVE loop
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
VOCAB, PAD = 200, 0

class ReviewSource:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n):
            y = int(rng.integers(0, 2))
            L = int(rng.integers(6, 30))
            lo, hi = (1, 120) if y == 0 else (80, 200)
            self.items.append((rng.integers(lo, hi, size=L).astype(np.int32), np.int32(y)))
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

def pad_batch(ids, labels, batch_info):
    m = max(len(x) for x in ids)
    padded = np.stack([np.pad(x, (0, m - len(x)), constant_values=PAD) for x in ids]).astype(np.int32)
    mask = (padded != PAD).astype(np.float32)
    return padded, mask, np.array(labels, np.int32)

def make(n, seed, shuffle):
    d = ds.GeneratorDataset(ReviewSource(n, seed), ["ids", "label"], shuffle=shuffle,
                            num_parallel_workers=2, python_multiprocessing=True)
    return d.batch(16, drop_remainder=True, per_batch_map=pad_batch, input_columns=["ids", "label"],
                   output_columns=["ids", "mask", "label"])

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=PAD)
        self.fc = nn.SequentialCell(nn.Dense(32, 32), nn.ReLU(), nn.Dense(32, 2))
    def construct(self, ids, mask):
        h = self.emb(ids) * mask.expand_dims(-1)
        h = h.sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return self.fc(h)

train, val = make(640, 0, True), make(160, 1, False)
net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 5e-3)
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)
for epoch in range(3):
    net.set_train(True)
    tot = 0.0
    for step, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(ids, mask, y); opt(g)
        tot += float(loss.asnumpy())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} seq_len {ids.shape[1]:2d} loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    correct = n = 0
    for ids, mask, y in val.create_tuple_iterator():
        pred = net(ids, mask).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy()); n += y.shape[0]
    print(f"epoch {epoch} train_loss {tot / (step + 1):.4f} val_acc {correct / n:.3f}", flush=True)
print("finished")
