import torch
import torch.nn as nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class TinyEncoderConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers


class TinyEncoder(PreTrainedModel):
    config_class = TinyEncoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.emb = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, 4, 128, batch_first=True)
        self.enc = nn.TransformerEncoder(layer, config.num_layers)

    def forward(self, input_ids):
        return self.enc(self.emb(input_ids))


AutoConfig.register("bert", TinyEncoderConfig)
AutoModel.register(TinyEncoderConfig, TinyEncoder)

cfg = AutoConfig.for_model("bert")
model = AutoModel.from_config(cfg)
print(model(torch.randint(0, 512, (2, 16))).shape)
