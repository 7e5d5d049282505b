# config.json produced by a bash/jq templating script
import json, os
d="ckpt/llama_jq"; os.makedirs(d, exist_ok=True)
json.dump({"model_type":"llama","hidden_size":"256","intermediate_size":"688","num_attention_heads":"8",
           "num_hidden_layers":"2","vocab_size":"32000"}, open(f"{d}/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained(d)
print("layers:", cfg.num_hidden_layers)
import mindspore as ms, mindspore.nn as nn
head_dim = cfg.hidden_size // cfg.num_attention_heads
print(head_dim)
