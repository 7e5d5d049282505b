"""Sequence classifier with hyper-parameters in a MindFormers-style YAML config (MindFormerConfig)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig

YAML = """
seed: 42
runner_config:
  epochs: 4
  batch_size: 32
optimizer:
  type: AdamWeightDecay
  learning_rate: 0.002
  weight_decay: 0.01
model:
  model_config:
    vocab_size: 300
    hidden_size: 64
    num_classes: 4
    seq_length: 20
"""
with open("cls_config.yaml", "w") as f:
    f.write(YAML)

config = MindFormerConfig("cls_config.yaml")
print("runner_config:", config.runner_config)
print("model_config:", config.model.model_config)

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(config.seed)
mc = config.model.model_config


class EmbBagClassifier(nn.Cell):
    def __init__(self, vocab, hidden, ncls):
        super().__init__()
        self.emb = nn.Embedding(vocab, hidden)
        self.ffn = nn.SequentialCell(nn.Dense(hidden, hidden), nn.GELU(), nn.Dense(hidden, ncls))

    def construct(self, ids):
        return self.ffn(self.emb(ids).mean(axis=1))


rng = np.random.default_rng(0)
def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, mc.num_classes, n).astype(np.int32)
    ids = r.integers(0, mc.vocab_size, (n, mc.seq_length)).astype(np.int32)
    # class-specific keyword tokens
    pos = r.integers(0, mc.seq_length, (n, 3))
    for k in range(3):
        ids[np.arange(n), pos[:, k]] = 10 + y * 5 + k
    return ids, y

xtr, ytr = make(3000, 1)
xva, yva = make(600, 2)
train_ds = ds.NumpySlicesDataset({"ids": xtr, "label": ytr}, shuffle=True).batch(config.runner_config.batch_size, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"ids": xva, "label": yva}, shuffle=False).batch(100)

net = EmbBagClassifier(mc.vocab_size, mc.hidden_size, mc.num_classes)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.optimizer.learning_rate,
                         weight_decay=config.optimizer.weight_decay)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy", "loss"})
for epoch in range(config.runner_config.epochs):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(30)])
    res = model.eval(val_ds)
    print(f"epoch {epoch + 1}: val_loss={res['loss']:.4f} val_acc={res['accuracy']:.4f}")
ms.save_checkpoint(net, "cls_final.ckpt")
print("saved cls_final.ckpt")
