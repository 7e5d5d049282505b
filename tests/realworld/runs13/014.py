# optimizer block of the MindFormers run YAML written from the torch.optim.AdamW call of the old train.py
# (lr=, betas=, eps=, weight_decay=).
import textwrap
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core.optim import build_optim
with open("run_cls.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 42
        run_mode: 'train'
        optimizer:
          type: AdamW
          lr: 2.0e-5
          betas: [0.9, 0.999]
          eps: 1.0e-8
          weight_decay: 0.01
    """))
config = MindFormerConfig("run_cls.yaml")
net = nn.SequentialCell(nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 3))
optimizer = build_optim(config.optimizer, default_args={"params": net.trainable_params()})
print(optimizer)
