# Load a hand-converted checkpoint dir with transformers AutoConfig (config.json written by our converter)
import json, os
from transformers import AutoConfig

os.makedirs("converted/step_2000", exist_ok=True)
cfg = {
    "architectures": ["LlamaForCausalLM"],
    "hidden_size": 64,
    "intermediate_size": 172,
    "num_attention_heads": 4,
    "num_hidden_layers": 2,
    "num_key_value_heads": 4,
    "vocab_size": 1000,
    "max_position_embeddings": 256,
    "rms_norm_eps": 1e-6,
    "torch_dtype": "float32",
}
with open("converted/step_2000/config.json", "w") as f:
    json.dump(cfg, f, indent=2)

config = AutoConfig.from_pretrained("converted/step_2000")
print(config)
