# Llama-3.1 style rope_scaling copied without its frequency keys
import transformers
print("transformers", transformers.__version__)
from transformers import LlamaConfig
cfg = LlamaConfig(hidden_size=256, num_attention_heads=4, rope_scaling={"rope_type": "llama3", "factor": 8.0})
print(cfg.rope_scaling)
