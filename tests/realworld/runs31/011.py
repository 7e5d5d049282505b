# Learning-rate schedule built from a config that uses the HF scheduler name
from mindformers.core import build_lr

lr_cfg = {"type": "cosine_with_warmup", "learning_rate": 1e-4, "warmup_steps": 10, "total_steps": 100}
lr = build_lr(lr_cfg)
for step in (0, 5, 10, 50, 99):
    print(step, lr(step))
