"""Sentiment bag-of-words classifier, custom training loop (ported from a PyTorch loop)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)

VOCAB, N = 500, 1024
rng = np.random.default_rng(7)
tokens = rng.integers(0, VOCAB, size=(N, 24)).astype(np.int32)
pos_words = set(range(0, 50))
labels = np.array([int(sum(t in pos_words for t in row) >= 3) for row in tokens], dtype=np.int32)

dataset = ds.NumpySlicesDataset((tokens, labels), column_names=["input_ids", "label"], shuffle=True).batch(64)

class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

model = BowClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=5e-3)

def forward_fn(ids, label):
    return loss_fn(model(ids), label)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def train_step(ids, label):
    loss, grads = grad_fn(ids, label)
    grads = ops.clip_by_global_norm(grads, 1.0)
    # optimizer.step() in the torch version happened inside the scheduler wrapper
    return loss

for epoch in range(6):
    model.set_train()
    losses = []
    for step, (ids, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(ids, label)
        losses.append(loss.asnumpy())
        if step % 8 == 0:
            print(f"Epoch [{epoch+1}/6] Step [{step+1}/{dataset.get_dataset_size()}] loss: {loss.asnumpy():.6f}")
    model.set_train(False)
    correct = total = 0
    for ids, label in dataset.create_tuple_iterator():
        pred = model(ids).argmax(1)
        correct += (pred == label).sum().asnumpy(); total += label.shape[0]
    print(f"Epoch {epoch+1} avg_loss {np.mean(losses):.6f} train_acc {correct/total:.4f}")
