"""Text-classification training driven by a YAML experiment config (train_config.yaml)."""
import os
import yaml
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

CONFIG = """
experiment: news_topic_cnn
seed: 2024
data:
  vocab_size: 500
  seq_len: 24
  num_classes: 4
  batch_size: 32
model:
  embed_dim: 32
  kernel_sizes: [2, 3, 4]
  num_filters: 16
  dropout: 0.2
optimizer:
  name: adam
  lr: 0.001
  betas: [0.9, 0.98]
  eps: 1e-8
  weight_decay: 0.0
train:
  epochs: 3
"""
os.makedirs("/home/user/project", exist_ok=True)
with open("/home/user/project/train_config.yaml", "w") as f:
    f.write(CONFIG)
with open("/home/user/project/train_config.yaml") as f:
    cfg = yaml.safe_load(f)
print("config:", cfg)

ms.set_seed(cfg["seed"])
ms.set_context(mode=ms.GRAPH_MODE)
dc, mc, oc = cfg["data"], cfg["model"], cfg["optimizer"]

rng = np.random.default_rng(cfg["seed"])
N = 640
labels = rng.integers(0, dc["num_classes"], N).astype(np.int32)
tokens = rng.integers(4, dc["vocab_size"], (N, dc["seq_len"])).astype(np.int32)
tokens[:, :3] = labels[:, None] + 1          # topic keyword at the start
train = ds.NumpySlicesDataset({"ids": tokens, "label": labels}, shuffle=True).batch(dc["batch_size"], drop_remainder=True)


class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(dc["vocab_size"], mc["embed_dim"])
        self.convs = nn.CellList([nn.Conv1d(mc["embed_dim"], mc["num_filters"], k, pad_mode="valid")
                                  for k in mc["kernel_sizes"]])
        self.drop = nn.Dropout(p=mc["dropout"])
        self.fc = nn.Dense(mc["num_filters"] * len(mc["kernel_sizes"]), dc["num_classes"])

    def construct(self, ids):
        x = self.emb(ids).transpose(0, 2, 1)
        feats = [conv(x).max(axis=-1) for conv in self.convs]
        return self.fc(self.drop(ms.ops.cat(feats, axis=1)))


net = TextCNN()
opt = nn.Adam(net.trainable_params(), learning_rate=oc["lr"], beta1=oc["betas"][0], beta2=oc["betas"][1],
              eps=oc["eps"], weight_decay=oc["weight_decay"])
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
model.train(cfg["train"]["epochs"], train, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
