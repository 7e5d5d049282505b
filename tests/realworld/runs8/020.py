# mindformers LlamaConfig filled straight from a Hugging Face config.json dict: the HF field names
# (num_attention_heads, num_hidden_layers, num_key_value_heads, rms_norm_eps) are not mindformers' names
# (num_heads, num_layers, n_kv_heads, rms_norm_eps), so they are not applied and the defaults (32 heads, 32 layers) stay.
from mindformers import LlamaConfig, LlamaForCausalLM
hf_config = {"architectures": ["LlamaForCausalLM"], "hidden_size": 80, "intermediate_size": 224,
             "num_attention_heads": 5, "num_hidden_layers": 2, "num_key_value_heads": 5, "vocab_size": 512,
             "max_position_embeddings": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000.0, "tie_word_embeddings": False}
config = LlamaConfig(**hf_config, seq_length=64)
print(f"hidden_size={config.hidden_size} num_layers={config.num_layers}", flush=True)
model = LlamaForCausalLM(config)
print("model built:", sum(p.size for p in model.get_parameters()), "parameters")
