# Sequence classifier: BERT encoder + mean/max pooled head (pooling changed from CLS to concat)
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128)

class Classifier(nn.Module):
    def __init__(self, cfg, num_labels=3):
        super().__init__()
        self.encoder = BertModel(cfg, add_pooling_layer=False)
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(cfg.hidden_size, num_labels)

    def forward(self, input_ids, attention_mask):
        h = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        m = attention_mask.unsqueeze(-1).float()
        mean = (h * m).sum(1) / m.sum(1)
        mx = h.masked_fill(m == 0, -1e4).max(1).values
        pooled = torch.cat([mean, mx], dim=-1)
        return self.head(self.dropout(pooled))

model = Classifier(cfg)
ids = torch.randint(1, 1000, (320, 24))
mask = torch.ones_like(ids)
y = torch.randint(0, 3, (320,))
loader = DataLoader(TensorDataset(ids, mask, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
print(f"train batches: {len(loader)}")
for epoch in range(3):
    for step, (x, m, t) in enumerate(loader):
        logits = model(x, m)
        loss = loss_fn(logits, t)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
