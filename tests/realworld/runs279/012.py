"""Fine-tune a classifier head with the optimizer / lr schedule taken from a MindFormers YAML recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core import build_lr

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

YAML = """
runner_config:
  epochs: 4
  batch_size: 50
optimizer:
  type: AdamW
  weight_decay: 0.1
lr_schedule:
  type: CosineWithWarmUpLR
  learning_rate: 5.e-5
  lr_end: 1.e-6
  warmup_steps: 4000
  total_steps: -1
"""
with open("finetune_cls.yaml", "w") as f:
    f.write(YAML)
cfg = MindFormerConfig("finetune_cls.yaml")
print(cfg.lr_schedule)

rng = np.random.default_rng(0)
centers = rng.normal(scale=1.0, size=(6, 32)).astype(np.float32)
y = rng.integers(0, 6, 2400).astype(np.int32)
x = (centers[y] + rng.normal(size=(2400, 32))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:2000], "y": y[:2000]}, shuffle=True).batch(cfg.runner_config.batch_size)
val = ds.NumpySlicesDataset({"x": x[2000:], "y": y[2000:]}, shuffle=False).batch(100)
steps = cfg.runner_config.epochs * train.get_dataset_size()
cfg.lr_schedule.total_steps = steps
lr = build_lr(cfg.lr_schedule)

net = nn.SequentialCell([nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 6)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=cfg.optimizer.weight_decay)
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"accuracy"})
print(f"total steps {steps}")
for epoch in range(cfg.runner_config.epochs):
    model.train(1, train, callbacks=[ms.LossMonitor(10)])
    print(f"epoch {epoch + 1} val {model.eval(val)}", flush=True)
