# HF model class without PyTorch installed (MindSpore-only env)
import transformers
print("transformers", transformers.__version__)
from transformers import LlamaConfig, LlamaForCausalLM
model = LlamaForCausalLM(LlamaConfig(hidden_size=64, num_attention_heads=4, num_hidden_layers=1, intermediate_size=128))
