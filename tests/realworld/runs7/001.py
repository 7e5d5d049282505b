# mindformers-style YAML (MindFormerConfig) carries learning_rate: 1e-4 and weight_decay: 1e-2 written as in a
# HF json config; PyYAML (YAML 1.1) reads "1e-4" without a dot as a string, which reaches nn.AdamWeightDecay.
import os, numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindformers import MindFormerConfig
ms.set_device("CPU")
with open("finetune.yaml", "w") as f:
    f.write("""seed: 42
runner_config:
  epochs: 2
  batch_size: 16
optimizer:
  type: AdamWeightDecay
  learning_rate: 1e-4
  beta1: 0.9
  beta2: 0.95
  eps: 1e-8
  weight_decay: 1e-2
""")
cfg = MindFormerConfig("finetune.yaml")
print("loaded config:", cfg.optimizer, flush=True)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 4))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=cfg.optimizer.learning_rate,
                         beta1=cfg.optimizer.beta1, beta2=cfg.optimizer.beta2, eps=cfg.optimizer.eps,
                         weight_decay=cfg.optimizer.weight_decay)
loss_fn = nn.CrossEntropyLoss()
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = Tensor(np.random.randn(16, 16).astype(np.float32)); y = Tensor(np.random.randint(0, 4, 16).astype(np.int32))
for i in range(3):
    print("step", i, "loss", step(x, y))
