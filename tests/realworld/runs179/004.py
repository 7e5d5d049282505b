"""Prepare a long-context variant of a small Llama checkpoint: edit config.json to enable
RoPE scaling, reload it with transformers.AutoConfig, then build the MindFormers config from it."""
import json, os
from transformers import AutoConfig, LlamaConfig

SRC = "/home/user/project/tiny-llama"
DST = "/home/user/project/tiny-llama-8k"
os.makedirs(SRC, exist_ok=True)
LlamaConfig(vocab_size=512, hidden_size=64, intermediate_size=176, num_hidden_layers=2,
            num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=2048).save_pretrained(SRC)

with open(os.path.join(SRC, "config.json")) as f:
    cfg = json.load(f)
print("original max_position_embeddings:", cfg["max_position_embeddings"], "rope_theta:", cfg["rope_theta"])

# extend context 2048 -> 8192 with linear position interpolation (as in the blog post)
cfg["max_position_embeddings"] = 8192
cfg["rope_scaling"] = {"type": "linear", "scaling_factor": 4.0}
os.makedirs(DST, exist_ok=True)
with open(os.path.join(DST, "config.json"), "w") as f:
    json.dump(cfg, f, indent=2)
print("wrote", os.path.join(DST, "config.json"))

hf_cfg = AutoConfig.from_pretrained(DST)
print("loaded:", type(hf_cfg).__name__, "rope_scaling =", hf_cfg.rope_scaling)

from mindformers.models.llama import LlamaConfig as MFLlamaConfig
mf_cfg = MFLlamaConfig(
    vocab_size=hf_cfg.vocab_size, hidden_size=hf_cfg.hidden_size, num_layers=hf_cfg.num_hidden_layers,
    num_heads=hf_cfg.num_attention_heads, n_kv_heads=hf_cfg.num_key_value_heads,
    seq_length=hf_cfg.max_position_embeddings, theta=hf_cfg.rope_theta,
    extend_method="PI", scaling_factor={"factor": hf_cfg.rope_scaling["factor"]},
)
print(mf_cfg)
