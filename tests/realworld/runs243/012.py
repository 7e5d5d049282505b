# LSTM sentiment-style sequence classifier, ported from a PyTorch training loop (PyNative)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, SEQ = 300, 20
class LSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.lstm = nn.LSTM(32, 48, num_layers=1, batch_first=True)
        self.drop = nn.Dropout(p=0.1)
        self.fc = nn.Dense(48, 2)
    def construct(self, ids):
        out, _ = self.lstm(self.emb(ids))
        return self.fc(self.drop(out[:, -1, :]))

rng = np.random.default_rng(0)
pos_words, neg_words = np.arange(10, 30), np.arange(30, 50)
def make(n):
    ids = rng.integers(50, VOCAB, size=(n, SEQ))
    y = rng.integers(0, 2, n)
    for i in range(n):
        ids[i, rng.choice(SEQ, 3, replace=False)] = rng.choice(pos_words if y[i] else neg_words, 3)
    return ids.astype(np.int32), y.astype(np.int32)
tx, ty = make(2000); vx, vy = make(400)
train_ds = ds.NumpySlicesDataset({"ids": tx, "y": ty}, shuffle=True).batch(64)

net = LSTMClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(5):
    net.set_train()
    losses = []
    for a, b in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(a, b)
        grads = ops.clip_by_global_norm(grads, 1.0)
        opt(grads)
        losses.append(float(loss))
    net.set_train(False)
    acc = float((net(ms.Tensor(vx)).argmax(1).asnumpy() == vy).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {acc:.4f}")
