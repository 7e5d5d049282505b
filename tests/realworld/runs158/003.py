"""Bag-of-embeddings text classifier, PyNative training loop (ported from a torch script).
Pretrained word vectors are loaded into the embedding when available."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(1)
np.random.seed(1)

VOCAB, EMB, HIDDEN, NCLS, SEQ = 500, 32, 64, 4, 20


def make_corpus(n):
    # each class has its own set of "topic" tokens
    X = np.random.randint(4, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = np.random.randint(0, NCLS, size=n).astype(np.int32)
    for i in range(n):
        topic = 100 * y[i] + np.random.randint(0, 10, size=6)
        X[i, :6] = topic
    return X, y


class TextClassifier(nn.Cell):
    def __init__(self, vocab, emb, hidden, ncls, pretrained=None):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, embedding_table=pretrained if pretrained is not None else "normal")
        self.fc1 = nn.Dense(emb, hidden)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(hidden, ncls)

    def construct(self, x):
        h = self.embedding(x).mean(axis=1)
        return self.fc2(self.act(self.fc1(h)))


Xtr, ytr = make_corpus(1600)
Xva, yva = make_corpus(400)
train_ds = ds.NumpySlicesDataset({"ids": Xtr, "label": ytr}, shuffle=True).batch(32)
val_ds = ds.NumpySlicesDataset({"ids": Xva, "label": yva}, shuffle=False).batch(100)

model = TextClassifier(VOCAB, EMB, HIDDEN, NCLS)
optimizer = nn.Adam(model.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()

# pretrained vectors (glove-like), keep as init for the embedding layer
glove = ms.Tensor(np.random.normal(0, 0.1, size=(VOCAB, EMB)).astype(np.float32))
model = TextClassifier(VOCAB, EMB, HIDDEN, NCLS, pretrained=glove)
print(f"params: {sum(p.size for p in model.trainable_params())}")


def forward_fn(ids, label):
    logits = model(ids)
    return loss_fn(logits, label)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


def train_step(ids, label):
    loss, grads = grad_fn(ids, label)
    optimizer(grads)
    return loss


for epoch in range(5):
    model.set_train(True)
    for step, (ids, label) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(ids, label)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d}/{train_ds.get_dataset_size()} loss {loss.asnumpy():.4f}")
    model.set_train(False)
    correct = total = 0
    for ids, label in val_ds.create_tuple_iterator():
        pred = model(ids).argmax(axis=1)
        correct += int((pred == label).sum().asnumpy())
        total += label.shape[0]
    print(f"epoch {epoch} val_acc {correct / total:.4f}")
print("training finished")
