# AutoTokenizer on a converted checkpoint folder that has config.json but no tokenizer files
import transformers
print("transformers", transformers.__version__)
import json, os, tempfile
from transformers import AutoTokenizer
d = os.path.join(tempfile.mkdtemp(), "llama2-7b-converted")
os.makedirs(d)
json.dump({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32}, open(os.path.join(d, "config.json"), "w"))
tok = AutoTokenizer.from_pretrained(d)
print(tok("hello"))
