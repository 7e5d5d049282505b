# Project code written when the installed transformers had no Qwen3 support: the team shipped its own
# Qwen3Config and registered it with AutoConfig so that AutoConfig.from_pretrained() reads the checkpoint's
# config.json (model_type "qwen3"). The environment now has transformers 4.57.1, which ships qwen3 itself.
import json, os
from transformers import AutoConfig, PretrainedConfig
class Qwen3Config(PretrainedConfig):
    model_type = "qwen3"
    def __init__(self, vocab_size=151936, hidden_size=1024, num_hidden_layers=28, num_attention_heads=16,
                 num_key_value_heads=8, head_dim=128, rope_theta=1000000.0, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.head_dim = head_dim
        self.rope_theta = rope_theta
        super().__init__(**kwargs)
AutoConfig.register("qwen3", Qwen3Config)
os.makedirs("qwen3-0.6b", exist_ok=True)
json.dump({"model_type": "qwen3", "hidden_size": 1024, "num_hidden_layers": 28}, open("qwen3-0.6b/config.json", "w"))
print(AutoConfig.from_pretrained("qwen3-0.6b"))
