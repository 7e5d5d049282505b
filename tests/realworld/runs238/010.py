"""Sentiment-style bag-of-embeddings classifier: build model + optimizer, then (as in the torch script) rebuild the model from the yaml-ish config before training."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(10)
rng = np.random.default_rng(10)

VOCAB, SEQ = 300, 20
y = rng.integers(0, 2, 1600).astype(np.int32)
x = np.where(rng.random((1600, SEQ)) < 0.5, y[:, None] * 150 + rng.integers(0, 150, (1600, SEQ)),
             rng.integers(0, VOCAB, (1600, SEQ))).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x[:1280], "y": y[:1280]}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x[1280:], "y": y[1280:]}, shuffle=False).batch(64)


class BoEClassifier(nn.Cell):
    def __init__(self, vocab=VOCAB, emb=32, hid=64, n_cls=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.hidden = nn.Dense(emb, hid, activation="relu")
        self.fc = nn.Dense(hid, n_cls)

    def construct(self, x):
        return self.fc(self.hidden(self.emb(x).mean(1)))


cfg = {"vocab": VOCAB, "emb": 32, "hid": 64, "n_cls": 2}
model = BoEClassifier()
optimizer = nn.Adam(model.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss()

model = BoEClassifier(**cfg)  # build from config


def forward(bx, by):
    return loss_fn(model(bx), by)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


def evaluate():
    model.set_train(False)
    correct = total = 0
    for bx, by in val_ds.create_tuple_iterator():
        correct += int((model(bx).argmax(1) == by).sum().asnumpy())
        total += by.shape[0]
    model.set_train(True)
    return correct / total


for epoch in range(4):
    losses = []
    for bx, by in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(bx, by)
        optimizer(grads)
        losses.append(loss.asnumpy())
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} val acc {evaluate():.4f}")
