# Port of a PyTorch GRU sequence classifier (parity of a token sequence), functional training loop in PyNative.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class SeqDataset:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.x = rng.integers(0, 20, (n, 12)).astype(np.int32)
        self.y = (np.isin(self.x, [3, 7, 11]).sum(1) >= 2).astype(np.int32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


class GRUClassifier(nn.Cell):
    def __init__(self, vocab=20, emb=32, hidden=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.gru = nn.GRU(emb, hidden, batch_first=True)
        self.fc = nn.Dense(hidden, 2)

    def construct(self, x):
        out, h = self.gru(self.emb(x))
        return self.fc(h[-1])


train = ds.GeneratorDataset(SeqDataset(2048, 0), ["x", "y"], shuffle=True).batch(64, drop_remainder=True)
val = ds.GeneratorDataset(SeqDataset(512, 1), ["x", "y"], shuffle=False).batch(128)
net = GRUClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(5):
    net.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    net.set_train(False)
    correct = n = 0
    for x, y in val.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy())
        n += x.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / n:.4f}", flush=True)
