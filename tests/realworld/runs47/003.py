# build the HF reference model from config.json to dump reference logits for the MindSpore port
from transformers import AutoConfig, AutoModelForCausalLM

cfg = AutoConfig.for_model("llama", vocab_size=1000, hidden_size=64, intermediate_size=128,
                           num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=4)
print(cfg.model_type, cfg.hidden_size)
ref = AutoModelForCausalLM.from_config(cfg)
ref.save_pretrained("hf_ref_003")
