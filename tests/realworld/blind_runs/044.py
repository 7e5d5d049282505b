# rope_scaling from an old config: type linear without factor
import transformers
print("transformers", transformers.__version__)
from transformers import LlamaConfig
cfg = LlamaConfig(hidden_size=256, num_attention_heads=4, rope_scaling={"type": "linear"})
print(cfg.rope_scaling)
