import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertModel

torch.manual_seed(0)

class BertPooledClassifier(nn.Module):
    """CLS token + mean pooling, then a linear head (ported from our TF model)."""
    def __init__(self, config, num_labels):
        super().__init__()
        self.bert = BertModel(config, add_pooling_layer=False)
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(config.hidden_size, num_labels)
    def forward(self, input_ids, attention_mask):
        h = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        cls = h[:, 0]
        mask = attention_mask.unsqueeze(-1).float()
        mean = (h * mask).sum(1) / mask.sum(1)
        pooled = torch.cat([cls, mean], dim=-1)
        return self.head(self.dropout(pooled))

config = BertConfig(vocab_size=800, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64)
model = BertPooledClassifier(config, num_labels=3)
ids = torch.randint(5, 800, (480, 24))
mask = torch.ones_like(ids)
labels = ids[:, 1] % 3
loader = DataLoader(TensorDataset(ids, mask, labels), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
loss_fn = nn.CrossEntropyLoss()
print(f"train batches: {len(loader)}")
for epoch in range(2):
    for step, (x, m, y) in enumerate(loader):
        logits = model(x, m)
        loss = loss_fn(logits, y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
