"""Bag-of-embeddings text classifier with a hand-written cross-entropy (ported from a numpy/PyTorch notebook)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2024)
VOCAB, EMB, CLASSES, SEQ = 500, 64, 5, 24


def synth_corpus(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, CLASSES, size=n).astype(np.int32)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    ids[:, :4] = (labels[:, None] * 50 + rng.integers(0, 50, size=(n, 4))).astype(np.int32)
    return ids, labels


class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.fc1 = nn.Dense(EMB, 128)
        self.fc2 = nn.Dense(128, CLASSES)
        self.relu = nn.ReLU()

    def construct(self, ids):
        h = self.emb(ids).sum(axis=1)   # sum pooling
        return self.fc2(self.relu(self.fc1(h)))


def cross_entropy(logits, labels):
    probs = ops.softmax(logits, axis=-1)
    onehot = ops.one_hot(labels, CLASSES, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
    return -(onehot * ops.log(probs)).sum(axis=-1).mean()


ids, labels = synth_corpus(2048, 0)
train_ds = ds.NumpySlicesDataset({"input_ids": ids, "labels": labels}, shuffle=True).batch(64, drop_remainder=True)
net = BowClassifier()
lr = 0.5
opt = nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9)


def forward_fn(x, y):
    return cross_entropy(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


steps_per_epoch = train_ds.get_dataset_size()
global_step = 0
for epoch in range(3):
    running = []
    for x, y in train_ds.create_tuple_iterator():
        running.append(float(train_step(x, y).asnumpy()))
        global_step += 1
        if global_step % 8 == 0:
            print({"loss": round(float(np.mean(running[-8:])), 4), "learning_rate": lr,
                   "epoch": round(global_step / steps_per_epoch, 2)})
    print({"train_loss": float(np.mean(running)), "epoch": float(epoch + 1)})
