# Text-classification MLP over bag-of-words, custom training loop ported from a PyTorch script
# (loss.backward(); optimizer.step() -> mindspore.value_and_grad)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(1)

VOCAB, CLASSES = 500, 4
rng = np.random.default_rng(3)
topic_words = rng.integers(0, VOCAB, size=(CLASSES, 30))
def sample(n):
    y = rng.integers(0, CLASSES, size=n)
    x = np.zeros((n, VOCAB), np.float32)
    for i, c in enumerate(y):
        x[i, rng.choice(topic_words[c], 8)] += 1.0
        x[i, rng.integers(0, VOCAB, 12)] += 1.0
    return x, y.astype(np.int32)

xtr, ytr = sample(2048)
train_ds = ds.NumpySlicesDataset({"bow": xtr, "label": ytr}, shuffle=True).batch(64)


class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(VOCAB, 128), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(128, CLASSES))

    def construct(self, x):
        return self.net(x)


model = BowClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    return loss, logits


for epoch in range(5):
    model.set_train()
    tot, correct, seen = 0.0, 0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, logits = train_step(x, y)
        tot += loss.asnumpy().item()
        correct += int((logits.argmax(1) == y).sum().asnumpy())
        seen += y.shape[0]
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy().item():.4f}", flush=True)
    print(f"Epoch {epoch}: avg loss {tot / (step + 1):.4f}  train acc {correct / seen:.3f}", flush=True)
