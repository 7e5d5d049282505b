# HF PyTorch model class instantiated in a MindSpore-only environment.
from transformers import LlamaConfig, LlamaForCausalLM
cfg = LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, vocab_size=256)
model = LlamaForCausalLM(cfg)
print(model)
