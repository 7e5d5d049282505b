"""Intent classifier (bag of embeddings + MLP) with label smoothing (ops.cross_entropy)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, NCLS, EMB = 500, 24, 6, 64
EPOCHS, BS = 3, 32


def make_data(n):
    y = np.random.randint(0, NCLS, size=n)
    x = np.random.randint(NCLS * 10, VOCAB, size=(n, SEQ))
    # each class owns 10 "keyword" ids, put 3 of them into the sentence
    for i in range(n):
        pos = np.random.choice(SEQ, 3, replace=False)
        x[i, pos] = y[i] * 10 + np.random.randint(0, 10, size=3)
    return x.astype(np.int32), y.astype(np.int32)


class LabelSmoothingLoss(nn.Cell):
    """torch F.cross_entropy(..., label_smoothing=0.1) equivalent."""
    def __init__(self, smoothing=0.1):
        super().__init__()
        self.smoothing = smoothing

    def construct(self, pred, target):
        return ops.cross_entropy(pred, target, label_smoothing=self.smoothing)


class IntentNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.fc1 = nn.Dense(EMB, 128)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=0.1)
        self.fc2 = nn.Dense(128, NCLS)

    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.fc2(self.drop(self.act(self.fc1(h))))


x_tr, y_tr = make_data(1024)
x_va, y_va = make_data(256)
net = IntentNet()
loss_fn = LabelSmoothingLoss(smoothing=0.1)
optimizer = nn.Adam(net.trainable_params(), learning_rate=3e-3)


def forward_fn(ids, labels):
    logits = net(ids)
    return loss_fn(logits, labels), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

print(f"train samples: {len(x_tr)}, val samples: {len(x_va)}, classes: {NCLS}")
for epoch in range(1, EPOCHS + 1):
    net.set_train(True)
    perm = np.random.permutation(len(x_tr))
    losses = []
    for step, i in enumerate(range(0, len(x_tr), BS)):
        idx = perm[i:i + BS]
        (loss, _), grads = grad_fn(Tensor(x_tr[idx]), Tensor(y_tr[idx]))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {losses[-1]:.4f}")
    net.set_train(False)
    pred = net(Tensor(x_va)).argmax(axis=-1).asnumpy()
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} val_acc {(pred == y_va).mean():.3f}")
print("done")
