# Project model registered with the HF Auto classes: the config class declares model_type = "tiny-llama-ms" (dash)
# while the registration (and config.json) use "tiny_llama_ms" (underscore), a rename done in only one place.
import json, os
from transformers import AutoConfig, PretrainedConfig
class TinyLlamaMSConfig(PretrainedConfig):
    model_type = "tiny-llama-ms"
    def __init__(self, hidden_size=256, num_hidden_layers=4, num_attention_heads=4, vocab_size=32000, **kw):
        self.hidden_size, self.num_hidden_layers = hidden_size, num_hidden_layers
        self.num_attention_heads, self.vocab_size = num_attention_heads, vocab_size
        super().__init__(**kw)
os.makedirs("ckpt/tiny", exist_ok=True)
with open("ckpt/tiny/config.json", "w") as f:
    json.dump({"model_type": "tiny_llama_ms", "hidden_size": 256, "num_hidden_layers": 4,
               "num_attention_heads": 4, "vocab_size": 32000}, f)
AutoConfig.register("tiny_llama_ms", TinyLlamaMSConfig)
cfg = AutoConfig.from_pretrained("ckpt/tiny")
print(cfg)
