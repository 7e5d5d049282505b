# Debug-size model made from a Qwen2 config.json for a quick MindSpore port test: the script cuts
# num_hidden_layers from 24 to 4 but leaves the per-layer "layer_types" list of the original config
# (it was only trimmed to the first 3 entries by a careless slice).
import json, os
from transformers import AutoConfig

full = {
    "architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 896,
    "intermediate_size": 4864, "num_attention_heads": 14, "num_key_value_heads": 2,
    "num_hidden_layers": 24, "max_position_embeddings": 32768, "vocab_size": 151936,
    "rope_theta": 1000000.0, "rms_norm_eps": 1e-6, "tie_word_embeddings": True,
    "use_sliding_window": False, "max_window_layers": 21,
    "layer_types": ["full_attention"] * 24,
}
debug = dict(full, num_hidden_layers=4, hidden_size=128, intermediate_size=256, num_attention_heads=4,
             num_key_value_heads=2)
debug["layer_types"] = full["layer_types"][:3]
os.makedirs("qwen2_debug", exist_ok=True)
with open("qwen2_debug/config.json", "w") as f:
    json.dump(debug, f, indent=2)
print("wrote qwen2_debug/config.json with", debug["num_hidden_layers"], "layers")
config = AutoConfig.from_pretrained("qwen2_debug")
print(config)
