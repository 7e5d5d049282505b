# In-house converter (MindSpore checkpoint -> HF folder) writes config.json itself; model_type is taken from the
# network class name prefix ("Llama" from LlamaForCausalLM). The folder is then opened with AutoConfig.
import json, os
from transformers import AutoConfig

arch = "LlamaForCausalLM"
out_dir = "export/llama-tiny-hf"
os.makedirs(out_dir, exist_ok=True)
config = {
    "architectures": [arch],
    "model_type": arch.replace("ForCausalLM", ""),
    "hidden_size": 256,
    "intermediate_size": 688,
    "num_attention_heads": 8,
    "num_key_value_heads": 8,
    "num_hidden_layers": 2,
    "vocab_size": 32000,
    "max_position_embeddings": 2048,
    "rms_norm_eps": 1e-6,
    "rope_theta": 10000.0,
    "tie_word_embeddings": False,
    "torch_dtype": "float32",
}
with open(os.path.join(out_dir, "config.json"), "w") as f:
    json.dump(config, f, indent=2)
print("wrote", os.path.join(out_dir, "config.json"), flush=True)
cfg = AutoConfig.from_pretrained(out_dir)
print(cfg)
