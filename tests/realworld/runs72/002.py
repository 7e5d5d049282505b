# config.json edited by hand to shrink the model for a CPU smoke test
import os
os.makedirs("ckpt/llama_tiny", exist_ok=True)
open("ckpt/llama_tiny/config.json","w").write('''{
  "architectures": ["LlamaForCausalLM"],
  "model_type": "llama",
  "hidden_size": 256,
  "intermediate_size": 688,
  "num_attention_heads": 8,
  "num_hidden_layers": 2,
  "num_key_value_heads": 8,
  "vocab_size": 32000,
  "rms_norm_eps": 1e-6,
  "torch_dtype": "float32",
}
''')
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained("ckpt/llama_tiny")
print(cfg.hidden_size)
