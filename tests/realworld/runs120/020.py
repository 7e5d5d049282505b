# MindFormers fine-tune launcher: read the run yaml with MindFormerConfig, then build data/model from it
import os
import numpy as np
import mindspore as ms
from mindformers import MindFormerConfig

CONFIG_YAML = """
seed: 42
output_dir: './output'
run_mode: 'finetune'
runner_config:
  epoch: 2
  batch_size: 4
  sink_mode: False
  sink_size: 1
optimizer:
  type: AdamW
  betas: [0.9, 0.95]
  learning_rate: 1.e-4
model:
  model_config:
    type: LlamaConfig
    vocab_size: 256
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    seq_length: 32
  arch:
    type: LlamaForCausalLM
"""
os.makedirs("/home/user/project/cfg_020", exist_ok=True)
path = "/home/user/project/cfg_020/finetune_llama_tiny.yaml"
with open(path, "w") as f:
    f.write(CONFIG_YAML)

config = MindFormerConfig(path)
ms.set_seed(config.seed)
print(f"run_mode={config.run_mode} epochs={config.runner_config.epochs} batch_size={config.runner_config.batch_size}")
