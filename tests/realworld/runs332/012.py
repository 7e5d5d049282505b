"""PyNative port of an HF-style sequence classifier fine-tuning loop (warmup + linear decay, grad clipping)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(12)

VOCAB, HIDDEN, SEQ, CLASSES, PAD = 300, 64, 20, 2, 0


def make_reviews(n, seed):
    """Synthetic 'reviews': label 1 if positive-word tokens (10..59) outnumber negative ones (60..109)."""
    r = np.random.default_rng(seed)
    ids = np.full((n, SEQ), PAD, np.int32)
    lens = r.integers(6, SEQ + 1, n)
    for i, L in enumerate(lens):
        ids[i, :L] = r.integers(10, VOCAB, L)
    pos = ((ids >= 10) & (ids < 60)).sum(1)
    neg = ((ids >= 60) & (ids < 110)).sum(1)
    keep = pos != neg
    return ids[keep], (pos > neg).astype(np.int32)[keep]


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN, padding_idx=PAD)
        self.pos = nn.Embedding(SEQ, HIDDEN)
        layer = nn.TransformerEncoderLayer(HIDDEN, 4, dim_feedforward=128, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2)
        self.norm = nn.LayerNorm((HIDDEN,))
        self.head = nn.Dense(HIDDEN, CLASSES)

    def construct(self, ids):
        pad_mask = ids == PAD
        h = self.emb(ids) + self.pos(ops.arange(ids.shape[1]))
        h = self.encoder(h, src_key_padding_mask=pad_mask)
        keep = (~pad_mask).astype(h.dtype)[:, :, None]
        pooled = (self.norm(h) * keep).sum(1) / keep.sum(1)
        return self.head(pooled)


x_tr, y_tr = make_reviews(3000, 0)
x_va, y_va = make_reviews(600, 1)
train = ds.NumpySlicesDataset({"input_ids": x_tr, "labels": y_tr}, shuffle=True).batch(32, drop_remainder=True)
print(f"train examples {len(y_tr)} val examples {len(y_va)} positive rate {y_tr.mean():.3f}")

net = Classifier()
epochs, steps = 4, train.get_dataset_size()
total, warmup = epochs * steps, steps // 2
lr = [3e-4 * min((i + 1) / warmup, max(0.0, (total - i) / (total - warmup))) for i in range(total)]
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def forward(ids, labels):
    return loss_fn(net(ids), labels)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
global_step = 0
for epoch in range(epochs):
    net.set_train(True)
    losses = []
    for ids, labels in train.create_tuple_iterator():
        loss, grads = grad_fn(ids, labels)
        grads = ops.clip_by_global_norm(grads, 1.0)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if global_step % 25 == 0:
            print(f"step {global_step} lr {lr[global_step]:.2e} loss {losses[-1]:.4f}", flush=True)
        global_step += 1
    net.set_train(False)
    pred = net(ms.Tensor(x_va)).argmax(-1).asnumpy()
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {(pred == y_va).mean():.4f}", flush=True)
