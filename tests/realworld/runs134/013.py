"""Config-driven training: hyper-parameters come from a YAML file (train.yaml) read with PyYAML."""
import numpy as np, yaml, os
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

CFG = """
model:
  hidden: 64
  num_classes: 4
train:
  epochs: 3
  batch_size: 32
  optimizer: adamw
  learning_rate: 3e-4
  weight_decay: 1e-2
  warmup_steps: 20
"""
os.makedirs("/home/user/project", exist_ok=True)
with open("/home/user/project/train.yaml", "w") as f:
    f.write(CFG)
with open("/home/user/project/train.yaml") as f:
    cfg = yaml.safe_load(f)
print("config:", cfg)

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(0)
X = rng.standard_normal((800, 12)).astype(np.float32)
Y = (X[:, :4].argmax(1)).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(cfg["train"]["batch_size"], drop_remainder=True)

mc, tc = cfg["model"], cfg["train"]
net = nn.SequentialCell(nn.Dense(12, mc["hidden"]), nn.GELU(), nn.Dense(mc["hidden"], mc["num_classes"]))
steps = train.get_dataset_size() * tc["epochs"]
lr = nn.WarmUpLR(tc["learning_rate"], tc["warmup_steps"])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=tc["weight_decay"])
model = Model(net, nn.CrossEntropyLoss(), opt)
model.train(tc["epochs"], train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
