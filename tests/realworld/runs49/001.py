# CPU smoke test of the MindFormers run YAML before submitting to the cluster.
# "jit_level: O3" was set to get the most aggressive graph optimisation (like -O3 / torch.compile max-autotune).
import numpy as np
import mindspore as ms
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network

YAML = """
seed: 0
run_mode: 'train'
use_parallel: False
context:
  mode: 0                  # GRAPH_MODE
  device_target: "CPU"
  jit_config:
    jit_level: "O3"
parallel: {}
model:
  model_config:
    type: LlamaConfig
    batch_size: 2
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    vocab_size: 128
    intermediate_size: 128
    compute_dtype: "float32"
    param_init_type: "float32"
    layernorm_compute_type: "float32"
    softmax_compute_type: "float32"
    rotary_dtype: "float32"
    use_flash_attention: False
    fused_rms_norm: False
    use_rope_slice: True
  arch:
    type: LlamaForCausalLM
"""
with open("run_llama_tiny_001.yaml", "w") as f:
    f.write(YAML)

config = MindFormerConfig("run_llama_tiny_001.yaml")
print("loaded config:", config.context)
build_context(config)
net = build_network(config.model)
print("model built:", type(net).__name__)
