# Attention-scale / KV-cache sizing helper reused from the HF script, now reading the MindFormers run YAML.
from mindformers import MindFormerConfig

YAML = """
seed: 0
run_mode: 'predict'
model:
  model_config:
    type: LlamaConfig
    batch_size: 1
    seq_length: 2048
    hidden_size: 4096
    num_layers: 32
    num_heads: 32
    n_kv_heads: 8
    vocab_size: 32000
    compute_dtype: "bfloat16"
  arch:
    type: LlamaForCausalLM
"""
with open("predict_llama_017.yaml", "w") as f:
    f.write(YAML)
config = MindFormerConfig("predict_llama_017.yaml")
mc = config.model.model_config

def kv_cache_bytes(cfg, batch_size, seq_len, bytes_per_elem=2):
    head_dim = cfg.hidden_size // cfg.num_attention_heads
    num_kv = cfg.num_key_value_heads or cfg.num_attention_heads
    return 2 * cfg.num_hidden_layers * batch_size * seq_len * num_kv * head_dim * bytes_per_elem

print("model_config:", dict(mc))
print(f"KV cache for batch 8 x 2048: {kv_cache_bytes(mc, 8, 2048) / 2**30:.2f} GiB")
