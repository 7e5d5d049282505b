# BERT encoder + custom pooling head for regression (ported from a bert-base recipe)
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

class BertRegressor(nn.Module):
    def __init__(self, cfg, dropout=0.1):
        super().__init__()
        self.bert = BertModel(cfg)
        self.drop = nn.Dropout(dropout)
        self.head = nn.Sequential(nn.Linear(768, 256), nn.GELU(), nn.Linear(256, 1))
    def forward(self, input_ids, attention_mask):
        h = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        m = attention_mask.unsqueeze(-1).float()
        pooled = (h * m).sum(1) / m.sum(1)
        return self.head(self.drop(pooled)).squeeze(-1)

torch.manual_seed(0)
cfg = BertConfig(vocab_size=2000, hidden_size=128, num_hidden_layers=2, num_attention_heads=4, intermediate_size=256)
model = BertRegressor(cfg)
x = torch.randint(0, 2000, (320, 32)); y = x.float().mean(1) / 2000
dl = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
loss_fn = nn.MSELoss()
print(f"train examples {len(x)}, batches {len(dl)}")
for epoch in range(3):
    for step, (xb, yb) in enumerate(dl):
        pred = model(xb, torch.ones_like(xb))
        loss = loss_fn(pred, yb)
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.5f}")
