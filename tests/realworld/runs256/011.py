"""Sentiment-style classifier on token ids: GeneratorDataset -> map -> batch,
custom training loop with value_and_grad (PYNATIVE), checkpoint at the end."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(4)

VOCAB, SEQ = 300, 20
POS = set(range(10, 40))


class ReviewSource:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
        self.labels = np.array([int(sum(t in POS for t in row) >= 2) for row in self.ids], np.int32)

    def __getitem__(self, i):
        return self.ids[i], self.labels[i]

    def __len__(self):
        return len(self.labels)


def build(n, seed, shuffle):
    d = ds.GeneratorDataset(ReviewSource(n, seed), ["input_ids", "label"], shuffle=shuffle)
    d = d.map(T.TypeCast(ms.int32), input_columns="label")
    return d.batch(64, drop_remainder=shuffle)


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, 32)
        self.mlp = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 2))

    def construct(self, ids):
        return self.mlp(self.embed(ids).sum(axis=1))


train_ds, val_ds = build(3200, 0, True), build(800, 1, False)
print(f"label balance train: {ReviewSource(3200, 0).labels.mean():.3f}")
net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)


def evaluate():
    net.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(axis=1) == y).sum().asnumpy())
        total += y.shape[0]
    return correct / total


for epoch in range(6):
    net.set_train()
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 25 == 0:
            print(f"epoch {epoch + 1} step {step} loss {losses[-1]:.4f}")
    print(f"epoch {epoch + 1}: train loss {np.mean(losses):.4f} val acc {evaluate():.4f}")
ms.save_checkpoint(net, "bag_classifier.ckpt")
print("saved bag_classifier.ckpt")
