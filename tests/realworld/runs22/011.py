# Reusing the HF modeling class to build the reference model next to the MindSpore port
from transformers import LlamaConfig, LlamaForCausalLM

config = LlamaConfig(vocab_size=1000, hidden_size=64, intermediate_size=128,
                     num_hidden_layers=2, num_attention_heads=4)
ref_model = LlamaForCausalLM(config)
print(sum(p.numel() for p in ref_model.parameters()))
