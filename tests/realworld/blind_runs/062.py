# healthy: transformers GenerationConfig and config save/load round trip with warnings only
import os, tempfile
import transformers
from transformers import GenerationConfig, Qwen2Config, AutoConfig
print("transformers", transformers.__version__)
d = tempfile.mkdtemp()
cfg = Qwen2Config(hidden_size=128, num_attention_heads=4, num_key_value_heads=2, num_hidden_layers=2,
                  intermediate_size=256, max_position_embeddings=4096)
cfg.save_pretrained(d)
GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=64).save_pretrained(d)
print(AutoConfig.from_pretrained(d).model_type, GenerationConfig.from_pretrained(d).temperature)
print("config round trip ok")
