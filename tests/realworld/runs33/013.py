# Fine-tuning script from an early MindFormers (0.x) GPT-2 tutorial run against mindformers 1.9.0.
from mindformers import GPT2LMHeadModel, GPT2Config

config = GPT2Config(num_layers=2, hidden_size=64, num_heads=4, vocab_size=1000, seq_length=32)
model = GPT2LMHeadModel(config)
print(model)
