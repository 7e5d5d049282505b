# Port of an internal encoder: register a custom config/model with the Auto classes, then train briefly.
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel

class TinyEncConfig(PretrainedConfig):
    model_type = "bert"
    def __init__(self, vocab_size=500, hidden_size=64, num_layers=2, num_heads=4, **kw):
        super().__init__(**kw)
        self.vocab_size = vocab_size; self.hidden_size = hidden_size
        self.num_layers = num_layers; self.num_heads = num_heads

class TinyEncModel(PreTrainedModel):
    config_class = TinyEncConfig
    def __init__(self, config):
        super().__init__(config)
        self.emb = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, config.num_layers)
        self.post_init()
    def forward(self, input_ids):
        return self.enc(self.emb(input_ids))

print("registering TinyEnc with AutoConfig/AutoModel")
AutoConfig.register("bert", TinyEncConfig)
AutoModel.register(TinyEncConfig, TinyEncModel)
cfg = AutoConfig.for_model("bert")
model = AutoModel.from_config(cfg)
print(model)
