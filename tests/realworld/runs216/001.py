# Custom config/model registered with the Auto* API so the training code can use AutoModel
import torch
from torch import nn
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel


class TinyEncoderConfig(PretrainedConfig):
    model_type = "bert"

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, num_labels=4, **kwargs):
        super().__init__(**kwargs)
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
        self.post_init()

    def forward(self, input_ids):
        h = self.encoder(self.embed(input_ids))
        return self.head(h.mean(1))


print("registering TinyEncoder with transformers Auto classes")
AutoConfig.register("bert", TinyEncoderConfig)
AutoModel.register(TinyEncoderConfig, TinyEncoderModel)

config = AutoConfig.for_model("bert")
model = AutoModel.from_config(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    x = torch.randint(0, 512, (8, 32))
    y = torch.randint(0, 4, (8,))
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    opt.zero_grad()
    print(f"step {step} loss {loss.item():.4f}")
