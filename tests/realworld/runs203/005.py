# Export a MindFormers-trained tiny llama back to HF format: write config.json from our training yaml
# and reload it with AutoConfig to make sure downstream HF tooling can read it.
import json, os
import yaml
from transformers import AutoConfig, AutoTokenizer

train_yaml = """
model:
  model_config:
    type: LlamaConfig
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    n_kv_heads: 2
    vocab_size: 256
    intermediate_size: 172
    rms_norm_eps: 1.0e-6
    seq_length: 128
    compute_dtype: bfloat16
  arch:
    type: LlamaForCausalLM
"""
mc = yaml.safe_load(train_yaml)["model"]["model_config"]
hf_cfg = {
    "architectures": ["LlamaForCausalLM"],
    "hidden_size": mc["hidden_size"],
    "num_hidden_layers": mc["num_layers"],
    "num_attention_heads": mc["num_heads"],
    "num_key_value_heads": mc["n_kv_heads"],
    "intermediate_size": mc["intermediate_size"],
    "vocab_size": mc["vocab_size"],
    "rms_norm_eps": mc["rms_norm_eps"],
    "max_position_embeddings": mc["seq_length"],
    "torch_dtype": mc["compute_dtype"],
    "type": mc["type"],
}
os.makedirs("export/step2000-hf", exist_ok=True)
with open("export/step2000-hf/config.json", "w") as f:
    json.dump(hf_cfg, f, indent=2)
print("wrote export/step2000-hf/config.json")

config = AutoConfig.from_pretrained("export/step2000-hf")
print(config)
