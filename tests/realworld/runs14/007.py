# MindFormers optimizer block written from the HF run's TrainingArguments(optim="adamw_bnb_8bit") to save memory:
# the 8-bit AdamW class name is put in the optimizer block and built through the registry.
import textwrap
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core.optim import build_optim

with open("finetune.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        optimizer:
          type: AdamW8bit
          betas: [0.9, 0.999]
          eps: 1.0e-8
          weight_decay: 0.0
          learning_rate: 2.0e-5
    """))
config = MindFormerConfig("finetune.yaml")
net = nn.SequentialCell([nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 8)])
optimizer = build_optim(config.optimizer, default_args={"params": net.trainable_params()})
print("optimizer:", type(optimizer).__name__)
