# load a custom model folder shipped with trust_remote_code (configuration_mymoe.py copied from the GPU repo)
import os, json
os.makedirs("ckpt/mymoe", exist_ok=True)
open("ckpt/mymoe/configuration_mymoe.py","w").write('''
from transformers import PretrainedConfig
try:
    import flash_attn  # noqa
except ImportError:
    pass
import flash_attn
class MyMoeConfig(PretrainedConfig):
    model_type = "mymoe"
    def __init__(self, hidden_size=256, num_experts=8, **kw):
        self.hidden_size = hidden_size; self.num_experts = num_experts
        super().__init__(**kw)
''')
json.dump({"model_type":"mymoe","hidden_size":256,"num_experts":8,
           "auto_map":{"AutoConfig":"configuration_mymoe.MyMoeConfig"}}, open("ckpt/mymoe/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained("ckpt/mymoe", trust_remote_code=True)
print(cfg)
