"""Sentiment classifier: HF-style DistilBERT-ish head ported to MindSpore, loss via mindspore.mint like torch.nn.functional."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
ms.set_seed(3)

VOCAB, HIDDEN, SEQ, NUM_CLASSES = 500, 64, 32, 2


class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HIDDEN)
        self.pre_classifier = mint.nn.Linear(HIDDEN, HIDDEN)
        self.classifier = mint.nn.Linear(HIDDEN, NUM_CLASSES)

    def construct(self, input_ids):
        h = self.embeddings(input_ids).mean(axis=1)
        h = mint.nn.functional.relu(self.pre_classifier(h))
        return self.classifier(h)


def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        label = rng.integers(0, 2)
        ids = rng.integers(0, VOCAB // 2, size=SEQ) + label * (VOCAB // 2)
        yield ids.astype(np.int32), np.int64(label)


train_ds = GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(32, drop_remainder=True)
model = TextClassifier()
optimizer = nn.Adam(model.trainable_params(), learning_rate=2e-3)


def compute_loss(input_ids, label):
    logits = model(input_ids)
    return mint.nn.functional.cross_entropy(logits, label, label_smoothing=0.1)


grad_fn = ms.value_and_grad(compute_loss, None, optimizer.parameters)
model.set_train(True)
for epoch in range(2):
    total = 0.0
    for step, (input_ids, label) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(input_ids, label)
        optimizer(grads)
        total += float(loss.asnumpy())
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} mean loss {total / (step + 1):.4f}")
