# Register a ported custom encoder with the HF Auto classes so AutoModel.from_config works.
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class PortedEncoderConfig(PretrainedConfig):
    model_type = "bert"  # kept from the original checkpoint's config.json

    def __init__(self, vocab_size=1000, hidden_size=64, num_layers=2, num_labels=2, **kwargs):
        super().__init__(num_labels=num_labels, **kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers


class PortedEncoder(PreTrainedModel):
    config_class = PortedEncoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, 4, 128, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_layers)
        self.head = nn.Linear(config.hidden_size, config.num_labels)
        self.post_init()

    def forward(self, input_ids, labels=None):
        h = self.encoder(self.embed(input_ids)).mean(1)
        logits = self.head(h)
        loss = nn.functional.cross_entropy(logits, labels) if labels is not None else None
        return {"loss": loss, "logits": logits}


print("registering PortedEncoderConfig / PortedEncoder")
AutoConfig.register("bert", PortedEncoderConfig)
AutoModel.register(PortedEncoderConfig, PortedEncoder)

config = AutoConfig.for_model("bert", vocab_size=1000, hidden_size=64, num_layers=2)
model = AutoModel.from_config(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    x = torch.randint(0, 1000, (16, 32))
    y = torch.randint(0, 2, (16,))
    out = model(x, labels=y)
    out["loss"].backward()
    opt.step(); opt.zero_grad()
    print(f"step {step} loss {out['loss'].item():.4f}")
