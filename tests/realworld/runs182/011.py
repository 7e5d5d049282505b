"""Fine-tune a small classifier head with the optimizer / LR schedule built from a MindFormers-style YAML.
The schedule section was copied from the HF TrainingArguments of the reference run
(lr_scheduler_type='cosine_with_min_lr', lr_scheduler_kwargs={'min_lr': 1e-5})."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core import build_lr, build_optim

YAML = """
seed: 42
runner_config:
  epochs: 3
  batch_size: 32
optimizer:
  type: AdamW
  betas: [0.9, 0.999]
  eps: 1.e-8
  weight_decay: 0.01
lr_schedule:
  type: cosine_with_min_lr
  learning_rate: 5.e-4
  min_lr: 1.e-5
  warmup_ratio: 0.1
  total_steps: -1
"""
os.makedirs("/home/user/project/cfg011", exist_ok=True)
with open("/home/user/project/cfg011/finetune_head.yaml", "w") as f:
    f.write(YAML)

config = MindFormerConfig("/home/user/project/cfg011/finetune_head.yaml")
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(config.seed)

rng = np.random.default_rng(config.seed)
X = rng.standard_normal((640, 48)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)
steps_per_epoch = 640 // config.runner_config.batch_size
total = steps_per_epoch * config.runner_config.epochs

net = nn.SequentialCell(nn.Dense(48, 64), nn.GELU(), nn.Dense(64, 2))
config.lr_schedule.total_steps = total
lr = build_lr(config.lr_schedule)
optimizer = build_optim(config.optimizer, default_args={"params": net.trainable_params(), "learning_rate": lr})
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)
for epoch in range(config.runner_config.epochs):
    for s in range(steps_per_epoch):
        b = slice(s * 32, (s + 1) * 32)
        loss, grads = grad_fn(ms.Tensor(X[b]), ms.Tensor(Y[b]))
        optimizer(grads)
    print({"epoch": epoch + 1, "loss": round(float(loss.asnumpy()), 4)})
