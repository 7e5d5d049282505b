# Healthy: GRU sentiment-style sequence classifier, custom loop with value_and_grad and a jitted train step
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(11)

VOCAB, SEQ = 300, 24
rng = np.random.default_rng(11)
pos_words, neg_words = np.arange(10, 40), np.arange(40, 70)
def make(n):
    ids = rng.integers(70, VOCAB, size=(n, SEQ))
    y = rng.integers(0, 2, size=n)
    for i in range(n):
        pool = pos_words if y[i] == 1 else neg_words
        ids[i, rng.choice(SEQ, 5, replace=False)] = rng.choice(pool, 5)
    return ids.astype(np.int32), y.astype(np.int32)

xtr, ytr = make(1536)
xva, yva = make(256)
train_ds = ds.NumpySlicesDataset({"ids": xtr, "label": ytr}, shuffle=True).batch(64, drop_remainder=True)


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.gru = nn.GRU(32, 48, batch_first=True)
        self.fc = nn.Dense(48, 2)

    def construct(self, ids):
        out, h = self.gru(self.emb(ids))
        return self.fc(out.max(axis=1))


net = GRUClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=5e-3)

def forward_fn(ids, y):
    return loss_fn(net(ids), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(ids, y):
    loss, grads = grad_fn(ids, y)
    optimizer(grads)
    return loss

for epoch in range(4):
    net.set_train()
    losses = []
    for step, (ids, y) in enumerate(train_ds.create_tuple_iterator()):
        losses.append(train_step(ids, y).asnumpy().item())
        if step % 8 == 0:
            print(f"Epoch [{epoch + 1}/4] Step [{step:2d}/24] Loss: {losses[-1]:.4f}", flush=True)
    net.set_train(False)
    pred = net(ms.Tensor(xva)).argmax(1).asnumpy()
    print(f"Epoch {epoch + 1} done. train loss {np.mean(losses):.4f}  val acc {(pred == yva).mean():.4f}", flush=True)
ms.save_checkpoint(net, "/home/user/project/gru_cls.ckpt")
print("saved /home/user/project/gru_cls.ckpt")
