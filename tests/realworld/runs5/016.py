# Hub checkpoint of a model type newer than the installed transformers (config.json model_type qwen3_5_moe).
import json, os
from transformers import AutoConfig
os.makedirs("Qwen3.5-MoE-A3B", exist_ok=True)
json.dump({"architectures": ["Qwen3_5MoeForCausalLM"], "model_type": "qwen3_5_moe", "hidden_size": 2048,
           "num_hidden_layers": 48, "num_attention_heads": 32, "num_experts": 128,
           "transformers_version": "4.60.0.dev0"}, open("Qwen3.5-MoE-A3B/config.json", "w"))
cfg = AutoConfig.from_pretrained("Qwen3.5-MoE-A3B")
print(cfg)
