# enable linear RoPE interpolation for 4k -> 16k (value copied from a launcher flag)
import json, os
d="ckpt/llama_16k"; os.makedirs(d, exist_ok=True)
json.dump({"model_type":"llama","hidden_size":256,"intermediate_size":688,"num_attention_heads":8,
           "num_hidden_layers":2,"vocab_size":32000,"max_position_embeddings":16384,
           "rope_scaling":"linear","rope_scaling_factor":4.0}, open(f"{d}/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained(d)
print(cfg.rope_scaling)
