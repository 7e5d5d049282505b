# port keeps the HF torch_dtype string and maps it to a MindSpore dtype
import json, os
import mindspore as ms
d="ckpt/llama_bf16"; os.makedirs(d, exist_ok=True)
json.dump({"model_type":"llama","hidden_size":128,"intermediate_size":344,"num_attention_heads":4,
           "num_hidden_layers":2,"vocab_size":1000,"torch_dtype":"bf16"}, open(f"{d}/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained(d)
print("hf config loaded:", cfg.model_type, cfg.hidden_size)
compute_dtype = getattr(ms, str(cfg.torch_dtype).replace("torch.", ""))
print(compute_dtype)
