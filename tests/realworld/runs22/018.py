# Hand-written config.json for a converted checkpoint, loaded through AutoConfig
import json, os
from transformers import AutoConfig

os.makedirs("qwen_ckpt", exist_ok=True)
with open("qwen_ckpt/config.json", "w") as f:
    json.dump({
        "architectures": ["Qwen2ForCausalLM"],
        "model_type": "qwen-2",
        "hidden_size": 896,
        "intermediate_size": 4864,
        "num_attention_heads": 14,
        "num_hidden_layers": 24,
        "num_key_value_heads": 2,
        "vocab_size": 151936,
        "torch_dtype": "bfloat16",
    }, f, indent=2)

config = AutoConfig.from_pretrained("qwen_ckpt")
print(config)
