# Register a custom tiny encoder with the Auto classes so AutoModel.from_config works.
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class TinyEncoderConfig(PretrainedConfig):
    model_type = "bert"  # copied from the upstream config we started from

    def __init__(self, vocab_size=500, hidden_size=64, num_layers=2, num_labels=2, **kw):
        super().__init__(**kw)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_labels = num_labels


class TinyEncoderModel(PreTrainedModel):
    config_class = TinyEncoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, 4, 128, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_layers)
        self.head = nn.Linear(config.hidden_size, config.num_labels)

    def forward(self, input_ids):
        h = self.encoder(self.embed(input_ids))
        return self.head(h.mean(1))


print("registering TinyEncoder with AutoConfig/AutoModel")
AutoConfig.register("bert", TinyEncoderConfig)
AutoModel.register(TinyEncoderConfig, TinyEncoderModel)

cfg = AutoConfig.for_model("bert")
model = AutoModel.from_config(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    x = torch.randint(0, 500, (16, 32))
    y = torch.randint(0, 2, (16,))
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad(); loss.backward(); opt.step()
    print(f"step {step} loss {loss.item():.4f}")
