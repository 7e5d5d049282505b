"""GRU sentiment model: variable-length reviews padded per batch with per_batch_map, custom train loop."""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
VOCAB, PAD = 120, 0


def make_reviews(n):
    out = []
    for _ in range(n):
        label = int(rng.integers(0, 2))
        length = int(rng.integers(4, 20))
        toks = rng.integers(1 + 60 * label, 60 + 60 * label, size=length).astype(np.int32)
        out.append((toks, np.int32(label)))
    return out


class Reviews:
    def __init__(self, n):
        self.data = make_reviews(n)

    def __getitem__(self, i):
        return self.data[i]

    def __len__(self):
        return len(self.data)


def pad_batch(tokens, labels, batch_info):
    longest = max(len(t) for t in tokens)
    padded = np.stack([np.pad(t, (0, longest - len(t)), constant_values=PAD) for t in tokens])
    lengths = np.array([len(t) for t in tokens], np.int32)
    return padded, np.array(labels, np.int32), lengths


def loader(n, shuffle):
    d = ds.GeneratorDataset(Reviews(n), ["input_ids", "label"], shuffle=shuffle)
    return d.batch(16, drop_remainder=True, per_batch_map=pad_batch, input_columns=["input_ids", "label"],
                   output_columns=["input_ids", "label", "length"])


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=PAD)
        self.gru = nn.GRU(32, 32, batch_first=True)
        self.fc = nn.Dense(32, 2)

    def construct(self, ids, length):
        _, h = self.gru(self.emb(ids), seq_length=length)
        return self.fc(h[-1])


train_ds, val_ds = loader(320, True), loader(96, False)
print("columns:", train_ds.get_col_names())
net = GRUClassifier()
opt = nn.Adam(net.trainable_params(), 5e-3)
loss_fn = nn.CrossEntropyLoss()


def forward(ids, y, length):
    return loss_fn(net(ids, length), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(1, 4):
    t0, losses = time.time(), []
    for ids, y, length in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(ids, y, length)
        opt(grads)
        losses.append(loss.asnumpy())
    correct = total = 0
    for ids, y, length in val_ds.create_tuple_iterator():
        pred = net(ids, length).argmax(1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    print(f"epoch {epoch} | train_loss {np.mean(losses):.4f} | val_acc {correct / total:.4f} | {time.time() - t0:.1f}s")
