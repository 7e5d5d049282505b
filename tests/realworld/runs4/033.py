# healthy: mindformers builds a tiny Llama config and tokenizer-free model config dump.
from mindformers import LlamaConfig
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=256, seq_length=32)
print(cfg)
print("ok")
