# Register a custom encoder config/model with the Auto classes so from_pretrained works with our local checkpoints.
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class TinyEncoderConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=1000, hidden_size=64, num_layers=2, num_heads=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads


class TinyEncoderModel(PreTrainedModel):
    config_class = TinyEncoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_layers)
        self.post_init()

    def forward(self, input_ids):
        return self.encoder(self.embed(input_ids))


print("registering TinyEncoder with AutoConfig/AutoModel")
AutoConfig.register("bert", TinyEncoderConfig)
AutoModel.register(TinyEncoderConfig, TinyEncoderModel)

config = TinyEncoderConfig()
model = AutoModel.from_config(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    ids = torch.randint(0, 1000, (8, 32))
    out = model(ids)
    loss = out.pow(2).mean()
    loss.backward()
    opt.step(); opt.zero_grad()
    print(f"step {step} loss {loss.item():.4f}")
