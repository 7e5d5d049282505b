# Mistake: the HF Trainer callbacks (EarlyStoppingCallback(early_stopping_patience=3)) written into the
# MindFormers run config's callbacks list under their HF class name; MindFormers build_callback looks
# the type up in its registry (CheckpointMonitor, MFLossMonitor, ...), which has no such class.
from mindformers.tools.register import MindFormerConfig
from mindformers.core.callback.build_callback import build_callback

yaml_text = """
callbacks:
  - type: MFLossMonitor
  - type: EarlyStoppingCallback
    early_stopping_patience: 3
    early_stopping_threshold: 0.0
  - type: CheckpointMonitor
    prefix: "llama_sft"
    save_checkpoint_steps: 100
"""
with open("run_llama_sft.yaml", "w") as f:
    f.write(yaml_text)
config = MindFormerConfig("run_llama_sft.yaml")
callbacks = build_callback(config.callbacks)
print("callbacks:", [type(cb).__name__ for cb in callbacks])
