# Port of an in-house encoder: register a custom config/model with the Auto classes
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class BertConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=128, max_position_embeddings=64, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.intermediate_size = intermediate_size
        self.max_position_embeddings = max_position_embeddings


class BertModel(PreTrainedModel):
    config_class = BertConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_attention_heads,
                                           config.intermediate_size, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_hidden_layers)
        self.post_init()

    def forward(self, input_ids):
        return self.encoder(self.embed(input_ids))


print("torch", torch.__version__)
print("registering custom encoder with AutoConfig / AutoModel")
AutoConfig.register("bert", BertConfig)
AutoModel.register(BertConfig, BertModel)

config = AutoConfig.for_model("bert", vocab_size=1000)
model = AutoModel.from_config(config)
print(model)
x = torch.randint(0, 1000, (4, 16))
print("output", model(x).shape)
