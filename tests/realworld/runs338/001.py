"""Port of our in-house tiny encoder to the HF Auto* API so it can be loaded with AutoModel."""
import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel

torch.manual_seed(0)


class TinyEncoderConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, num_labels=2, **kwargs):
        super().__init__(num_labels=num_labels, **kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads


class TinyEncoderModel(PreTrainedModel):
    config_class = TinyEncoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, 4 * config.hidden_size,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, config.num_layers)
        self.head = nn.Linear(config.hidden_size, config.num_labels)
        self.post_init()

    def forward(self, input_ids, labels=None):
        h = self.encoder(self.embed(input_ids))
        logits = self.head(h.mean(1))
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(logits, labels)
        return loss, logits


print("registering TinyEncoder with AutoConfig/AutoModel")
AutoConfig.register("bert", TinyEncoderConfig)
AutoModel.register(TinyEncoderConfig, TinyEncoderModel)

config = TinyEncoderConfig()
model = AutoModel.from_config(config)
print(model.__class__.__name__, sum(p.numel() for p in model.parameters()), "params")

x = torch.randint(0, config.vocab_size, (512, 24))
y = (x[:, 0] < config.vocab_size // 2).long()
loader = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(2):
    for step, (ids, lab) in enumerate(loader):
        loss, _ = model(ids, labels=lab)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
