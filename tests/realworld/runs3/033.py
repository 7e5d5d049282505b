# Qwen2-style config: layer_types list kept from the original model while num_hidden_layers was reduced
# Shrinking a config for a debug run without editing the per-layer attention list.
import transformers
print("transformers", transformers.__version__)
from transformers import Qwen2Config
config = Qwen2Config(num_hidden_layers=4, hidden_size=256, intermediate_size=512, num_attention_heads=8,
                     num_key_value_heads=2, layer_types=["full_attention"] * 28)
print(config)
