"""Sentiment classifier (embedding + GRU) on synthetic token data, PyNative custom loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(7)
np.random.seed(7)
VOCAB, SEQ, N = 200, 12, 384

def make_data(n):
    x = np.random.randint(3, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = np.random.randint(0, 2, size=(n,)).astype(np.int32)
    # positive reviews contain token 1 ("great"), negative ones token 2 ("awful")
    pos = np.random.randint(0, SEQ, size=(n, 3))
    for i in range(n):
        x[i, pos[i]] = 1 if y[i] == 1 else 2
    return x, y

xtr, ytr = make_data(N)
xva, yva = make_data(200)
train_ds = ds.NumpySlicesDataset({"ids": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"ids": xva, "label": yva}, shuffle=False).batch(50)

class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.gru = nn.GRU(32, 48, batch_first=True)
        self.head = nn.Dense(48, 2)
    def construct(self, ids):
        out, h = self.gru(self.emb(ids))
        return self.head(out.max(axis=1))

net = GRUClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)

def forward(ids, label):
    logits = net(ids)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(3):
    net.set_train(True)
    losses = []
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        (loss, _), grads = grad_fn(batch["ids"], batch["label"])
        opt(grads)
        losses.append(loss.asnumpy())
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
    net.set_train(False)
    correct = total = 0
    for batch in val_ds.create_dict_iterator():
        pred = net(batch["ids"]).argmax(axis=1)
        correct += int((pred == batch["label"]).sum())
        total += batch["label"].shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / total:.3f}")
print("training finished")
