"""Sentiment GRU classifier, functional training loop ported from a PyTorch script."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(3)
rng = np.random.default_rng(3)
VOCAB, SEQ, N = 200, 12, 512
ids = rng.integers(1, VOCAB, size=(N, SEQ)).astype(np.int32)
y = (ids[:, :3].mean(1) > VOCAB / 2).astype(np.int32)   # label depends on first tokens

class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.gru = nn.GRU(32, 64, batch_first=True)
        self.fc = nn.Dense(64, 2)
    def construct(self, x):
        out, h = self.gru(self.emb(x))
        return self.fc(h[-1])

model = GRUClassifier()
criterion = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=3e-3)

def forward_fn(x, t):
    logits = model(x)
    return criterion(logits, t), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(x, t):
    (loss, logits), grads = grad_fn(x, t)
    # optimizer.zero_grad() / loss.backward() / optimizer.step() in the torch version
    grads = ops.clip_by_global_norm(grads, 1.0)
    return loss, logits

model.set_train()
for epoch in range(6):
    tot, correct = 0.0, 0
    for i in range(0, N, 64):
        xb, yb = ms.Tensor(ids[i:i + 64]), ms.Tensor(y[i:i + 64])
        loss, logits = train_step(xb, yb)
        tot += float(loss.asnumpy())
        correct += int((logits.argmax(1) == yb).sum().asnumpy())
    print(f"Epoch {epoch + 1}/6 | train_loss: {tot / (N // 64):.4f} | train_acc: {correct / N:.4f}", flush=True)
