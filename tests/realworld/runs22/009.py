# Training hyper-parameters moved into a MindFormers-style YAML; optimizer built from it
import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

with open("finetune.yaml", "w") as f:
    f.write("""
seed: 42
runner_config:
  epochs: 1
  batch_size: 8
optimizer:
  type: AdamWeightDecay
  learning_rate: 5e-5
  weight_decay: 0.01
""")

cfg = MindFormerConfig("finetune.yaml")
print("optimizer config:", cfg.optimizer)
net = nn.Dense(32, 2)
opt = nn.AdamWeightDecay(net.trainable_params(),
                         learning_rate=cfg.optimizer.learning_rate,
                         weight_decay=cfg.optimizer.weight_decay)
print(opt)
