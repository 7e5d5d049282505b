"""Sentiment GRU trainer; run settings come from a small YAML config shared
with the torch version of the project (which used `compile: graph`)."""
import yaml
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

CONFIG = """
run:
  mode: graph          # graph | pynative
  device: CPU
  seed: 42
model:
  vocab_size: 500
  embed_dim: 64
  hidden: 64
  num_classes: 2
train:
  batch_size: 32
  epochs: 3
  lr: 0.002
"""
cfg = yaml.safe_load(CONFIG)
print("config:", cfg, flush=True)

ms.set_seed(cfg["run"]["seed"])
ms.set_context(mode=cfg["run"]["mode"], device_target=cfg["run"]["device"])

rng = np.random.default_rng(cfg["run"]["seed"])
ids = rng.integers(1, cfg["model"]["vocab_size"], size=(1024, 40)).astype(np.int32)
labels = (ids[:, :20].mean(1) > cfg["model"]["vocab_size"] / 2).astype(np.int32)
train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(cfg["train"]["batch_size"])


class GRUClassifier(nn.Cell):
    def __init__(self, m):
        super().__init__()
        self.emb = nn.Embedding(m["vocab_size"], m["embed_dim"])
        self.gru = nn.GRU(m["embed_dim"], m["hidden"], batch_first=True)
        self.fc = nn.Dense(m["hidden"], m["num_classes"])

    def construct(self, x):
        out, _ = self.gru(self.emb(x))
        return self.fc(out[:, -1])


net = GRUClassifier(cfg["model"])
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), cfg["train"]["lr"]),
              metrics={"acc": Accuracy()})
model.train(cfg["train"]["epochs"], train, callbacks=[LossMonitor(16)])
print(model.eval(train))
