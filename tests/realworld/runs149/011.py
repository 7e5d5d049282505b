"""Config-driven training script: context, model and optimizer settings come from a YAML file."""
import os
import yaml
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

CFG_TEXT = """
seed: 42
context:
  mode: GRAPH_MODE          # static graph for speed
  device_target: CPU
  max_call_depth: 2000
model:
  in_dim: 20
  hidden: [64, 32]
  num_classes: 5
train:
  batch_size: 32
  epochs: 3
  lr: 0.001
"""
cfg_path = "/home/user/project/train_cfg.yaml"
with open(cfg_path, "w") as f:
    f.write(CFG_TEXT)
cfg = yaml.safe_load(open(cfg_path))
print("config:", cfg)

ms.set_seed(cfg["seed"])
ms.set_context(**cfg["context"])

def build_mlp(m):
    layers, d = [], m["in_dim"]
    for h in m["hidden"]:
        layers += [nn.Dense(d, h), nn.ReLU()]
        d = h
    layers.append(nn.Dense(d, m["num_classes"]))
    return nn.SequentialCell(layers)

rng = np.random.default_rng(cfg["seed"])
X = rng.normal(size=(640, cfg["model"]["in_dim"])).astype(np.float32)
Y = np.argmax(X[:, :5], 1).astype(np.int32)
train = ds.NumpySlicesDataset((X, Y), ["x", "y"], shuffle=True).batch(cfg["train"]["batch_size"])
net = build_mlp(cfg["model"])
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), cfg["train"]["lr"]))
model.train(cfg["train"]["epochs"], train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
