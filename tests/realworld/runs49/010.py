# Run YAML copied from the Ascend 910B fine-tune recipe, used unchanged for a first smoke test on the dev box.
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network

YAML = """
seed: 42
run_mode: 'finetune'
output_dir: './output'
use_parallel: False
context:
  mode: 0
  device_target: "Ascend"
  max_device_memory: "58GB"
  device_id: 0
  jit_config:
    jit_level: "O1"
parallel: {}
model:
  model_config:
    type: LlamaConfig
    batch_size: 1
    seq_length: 64
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    vocab_size: 128
    intermediate_size: 128
    compute_dtype: "bfloat16"
    param_init_type: "float32"
    use_flash_attention: True
  arch:
    type: LlamaForCausalLM
"""
with open("finetune_llama_910b_010.yaml", "w") as f:
    f.write(YAML)
config = MindFormerConfig("finetune_llama_910b_010.yaml")
build_context(config)
net = build_network(config.model)
print("built", type(net).__name__)
