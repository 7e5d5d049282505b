"""Text classifier fine-tune loop ported from an HF/torch script: AdamW with decay/no-decay groups,
cosine schedule with warm-up, gradient clipping, PyNative custom loop."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)

VOCAB, SEQ, HID, NCLS = 500, 24, 64, 3
EPOCHS, BS, LR, WD, MAX_NORM, WARMUP = 4, 32, 3e-3, 0.01, 1.0, 10

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, NCLS, n).astype(np.int32)
    ids = rng.integers(3, VOCAB, (n, SEQ)).astype(np.int32)
    ids[:, :4] = (y[:, None] + 1) * 7 + np.arange(4)   # class keywords
    return ids, y

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HID)
        self.norm = nn.LayerNorm((HID,))
        self.fc = nn.Dense(HID, HID)
        self.act = nn.GELU(approximate=False)
        self.drop = nn.Dropout(p=0.1)
        self.head = nn.Dense(HID, NCLS)
    def construct(self, ids):
        h = self.embed(ids).mean(axis=1)
        h = self.drop(self.act(self.fc(self.norm(h))))
        return self.head(h)

tr_ids, tr_y = make(960); va_ids, va_y = make(192)
train_ds = ds.NumpySlicesDataset({"ids": tr_ids, "label": tr_y}, shuffle=True).batch(BS, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"ids": va_ids, "label": va_y}, shuffle=False).batch(BS)
steps_per_epoch = train_ds.get_dataset_size()
total = EPOCHS * steps_per_epoch

net = BagClassifier()
decay = [p for p in net.trainable_params() if p.ndim > 1 and "embedding" not in p.name]
decay_names = {p.name for p in decay}
no_decay = [p for p in net.trainable_params() if p.name not in decay_names]
print(f"decay params: {len(decay)}  no_decay params: {len(no_decay)}")
warm = [LR * (i + 1) / WARMUP for i in range(WARMUP)]
cos = nn.cosine_decay_lr(0.0, LR, total - WARMUP, 1, total - WARMUP)
lr_list = warm + cos
groups = [{"params": decay, "weight_decay": WD}, {"params": no_decay, "weight_decay": 0.0}]
opt = nn.AdamWeightDecay(groups, learning_rate=lr_list)
loss_fn = nn.CrossEntropyLoss()

def forward(ids, label):
    logits = net(ids)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

def train_step(ids, label):
    (loss, _), grads = grad_fn(ids, label)
    grads = ops.clip_by_global_norm(grads, MAX_NORM)
    opt(grads)
    return loss

step = 0
for epoch in range(EPOCHS):
    net.set_train(True)
    losses = []
    for ids, label in train_ds.create_tuple_iterator():
        loss = train_step(ids, label)
        losses.append(float(loss.asnumpy()))
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d}/{total} loss {losses[-1]:.4f} lr {lr_list[step-1]:.2e}")
    net.set_train(False)
    correct = n = 0
    for ids, label in val_ds.create_tuple_iterator():
        pred = net(ids).argmax(axis=-1)
        correct += int((pred == label).sum().asnumpy()); n += label.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / n:.3f}")
print("training finished")
