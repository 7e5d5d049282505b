# Regression on sensor sequences: a linear projector feeds inputs_embeds into a small BERT encoder.
# Encoder kept in bfloat16 to halve memory, as on the accelerator.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

torch.manual_seed(0)
cfg = BertConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                 max_position_embeddings=128, vocab_size=8)
encoder = BertModel(cfg).to(torch.bfloat16)

class SensorRegressor(nn.Module):
    def __init__(self, encoder, n_feat=12):
        super().__init__()
        self.encoder = encoder
        self.proj = nn.Linear(n_feat, cfg.hidden_size)
        self.head = nn.Linear(cfg.hidden_size, 1)
    def forward(self, x):
        h = self.encoder(inputs_embeds=self.proj(x)).last_hidden_state
        return self.head(h[:, 0]).squeeze(-1)

model = SensorRegressor(encoder)
n_params = sum(p.numel() for p in model.parameters())
print(f"model params: {n_params}")
X = torch.randn(512, 40, 12); y = X[:, :, 0].mean(1)
dl = DataLoader(TensorDataset(X, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(3):
    for step, (xb, yb) in enumerate(dl):
        pred = model(xb)
        loss = nn.functional.mse_loss(pred.float(), yb)
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
