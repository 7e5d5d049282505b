"""Tiny transformer encoder for sequence classification; custom training loop migrated from a PyTorch loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

CFG = dict(vocab=200, d_model=32, nhead=4, layers=1, seq=16, classes=3, lr=5e-3, epochs=4, batch=32)


class SeqClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg["vocab"], cfg["d_model"])
        self.pos = ms.Parameter(ops.zeros((1, cfg["seq"], cfg["d_model"]), ms.float32), name="pos")
        layer = nn.TransformerEncoderLayer(cfg["d_model"], cfg["nhead"], dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, cfg["layers"])
        self.head = nn.Dense(cfg["d_model"], cfg["classes"])

    def construct(self, ids):
        h = self.encoder(self.emb(ids) + self.pos)
        return self.head(h.mean(axis=1))


def build_model(cfg):
    return SeqClassifier(cfg)


def build_optimizer(cfg, model):
    return nn.AdamWeightDecay(model.trainable_params(), learning_rate=cfg["lr"], weight_decay=0.01)


rng = np.random.default_rng(0)
ids = rng.integers(3, CFG["vocab"], (1024, CFG["seq"])).astype(np.int32)
labels = (ids[:, :4].sum(axis=1) % 3).astype(np.int32)
ids[:, 0] = labels  # class token carries the label: easy task
train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(CFG["batch"], drop_remainder=True)

model = build_model(CFG)
optimizer = build_optimizer(CFG, build_model(CFG))
loss_fn = nn.CrossEntropyLoss()


def forward(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward, None, model.trainable_params(), has_aux=True)

for epoch in range(CFG["epochs"]):
    model.set_train(True)
    tot, correct, n = 0.0, 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        tot += float(loss.asnumpy())
        correct += int((logits.argmax(-1) == y).sum().asnumpy())
        n += y.shape[0]
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} avg_loss {tot / (step + 1):.4f} train_acc {correct / n:.4f}")
