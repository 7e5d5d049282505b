# trust_remote_code folder: auto_map edited after renaming the class in configuration_mini.py
import os, json
d="ckpt/mini"; os.makedirs(d, exist_ok=True)
open(f"{d}/configuration_mini.py","w").write('''
from transformers import PretrainedConfig
class MiniLMConfig(PretrainedConfig):
    model_type = "minilm_ms"
    def __init__(self, hidden_size=128, num_hidden_layers=2, **kw):
        self.hidden_size = hidden_size; self.num_hidden_layers = num_hidden_layers
        super().__init__(**kw)
''')
json.dump({"model_type":"minilm_ms","hidden_size":128,"num_hidden_layers":2,
           "auto_map":{"AutoConfig":"configuration_mini.MiniConfig"}}, open(f"{d}/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained(d, trust_remote_code=True)
print(cfg)
