# config.json hand-edited into invalid JSON
import transformers
print("transformers", transformers.__version__)
import os, tempfile
from transformers import AutoConfig
d = tempfile.mkdtemp()
open(os.path.join(d, "config.json"), "w").write('{"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,}\n')
cfg = AutoConfig.from_pretrained(d)
