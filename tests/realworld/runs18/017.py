# Project config class for a MindSpore model, written with explicit arguments only (no **kwargs); the
# config.json was produced by save_pretrained of the same class.
import json, os
from transformers import PretrainedConfig

class TinyEncoderConfig(PretrainedConfig):
    model_type = "tiny_encoder"
    def __init__(self, vocab_size=1000, hidden_size=64, num_layers=2, num_heads=4):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        super().__init__()

os.makedirs("tiny_encoder", exist_ok=True)
TinyEncoderConfig(vocab_size=500).save_pretrained("tiny_encoder")
print(open("tiny_encoder/config.json").read())
config = TinyEncoderConfig.from_pretrained("tiny_encoder")
print("loaded", config.vocab_size, config.hidden_size)
