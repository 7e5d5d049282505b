# Register a custom encoder with the Auto* classes so it can be built via AutoModel.
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class TinyBertConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=256, hidden_size=64, num_layers=2, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        super().__init__(**kwargs)


class TinyBertModel(PreTrainedModel):
    config_class = TinyBertConfig

    def __init__(self, config):
        super().__init__(config)
        self.emb = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, 4, 128, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_layers)
        self.post_init()

    def forward(self, input_ids):
        return self.encoder(self.emb(input_ids))


AutoConfig.register("bert", TinyBertConfig)
AutoModel.register(TinyBertConfig, TinyBertModel)

config = AutoConfig.for_model("bert", vocab_size=256)
model = AutoModel.from_config(config)
x = torch.randint(0, 256, (8, 16))
print(model(x).shape)
