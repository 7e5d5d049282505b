# Batch generation script ported from HF (model.generate on a list of prompts). It reuses the run YAML
# of the 2-card data-parallel recipe and keeps the prompt batch from the HF script (3 prompts per call).
# Before building the pipeline it runs the MindFormers config rules the Trainer applies for predict.
import os
from mindformers import MindFormerConfig
from mindformers.tools.check_rules import check_rules

yaml_text = """
run_mode: predict
use_parallel: False
parallel:
  parallel_mode: 0
parallel_config:
  data_parallel: 2
  model_parallel: 1
  pipeline_stage: 1
  context_parallel: 1
model:
  model_config:
    type: LlamaConfig
    batch_size: 3
    seq_length: 256
    hidden_size: 256
    num_layers: 2
    num_heads: 4
    vocab_size: 32000
    compute_dtype: float16
    param_init_type: float16
    use_past: True
  arch:
    type: LlamaForCausalLM
"""
with open("predict_llama_tiny.yaml", "w") as f:
    f.write(yaml_text)
config = MindFormerConfig("predict_llama_tiny.yaml")
prompts = ["Translate to French: good morning", "Summarise: the cat sat", "Q: 2+2? A:"]
print(f"{len(prompts)} prompts, batch_size {config.model.model_config.batch_size}, "
      f"data_parallel {config.parallel_config.data_parallel}")
check_rules(config, mode="predict", task="text_generation")
print("config ok")
