"""run_clm.py -> mindformers: Trainer driven by the run YAML (HF: Trainer(model, args, train_dataset))."""
from mindformers import Trainer, MindFormerConfig

cfg = MindFormerConfig("cfg/run_019.yaml")
trainer = Trainer(args=cfg)
trainer.train()
