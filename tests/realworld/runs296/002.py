import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
from transformers import BertConfig, BertModel

torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64)

class PooledClassifier(nn.Module):
    """BERT encoder + concatenated mean/max pooling head."""
    def __init__(self, cfg, num_labels=3):
        super().__init__()
        self.bert = BertModel(cfg)
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(cfg.hidden_size, num_labels)
    def forward(self, input_ids, attention_mask):
        h = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        m = attention_mask.unsqueeze(-1).float()
        mean = (h * m).sum(1) / m.sum(1)
        mx = h.masked_fill(m == 0, -1e4).max(1).values
        pooled = torch.cat([mean, mx], dim=-1)
        return self.head(self.dropout(pooled))

N, L = 256, 32
ids = torch.randint(1, 1000, (N, L))
mask = torch.ones(N, L, dtype=torch.long)
labels = torch.randint(0, 3, (N,))
dl = DataLoader(TensorDataset(ids, mask, labels), batch_size=16, shuffle=True)
model = PooledClassifier(cfg)
print(f"params: {sum(p.numel() for p in model.parameters())}")
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
for epoch in range(2):
    model.train()
    for step, (x, m, y) in enumerate(dl):
        logits = model(x, m)
        loss = nn.functional.cross_entropy(logits, y)
        opt.zero_grad(); loss.backward(); opt.step()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
