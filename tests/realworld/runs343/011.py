# Fine-tune a tiny BERT classifier on a synthetic keyword task (label = whether token 7 appears).
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
X = torch.randint(10, 200, (1200, 16))
y = torch.randint(0, 2, (1200,))
pos = torch.randint(1, 16, (1200,))
X[y == 1, pos[y == 1]] = 7
X[:, 0] = 2
tr, te = slice(0, 1000), slice(1000, 1200)
cfg = BertConfig(vocab_size=200, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                 intermediate_size=64, max_position_embeddings=32, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
dl = DataLoader(TensorDataset(X[tr], y[tr]), batch_size=32, shuffle=True)
for epoch in range(4):
    model.train()
    for xb, yb in dl:
        loss = model(input_ids=xb, labels=yb).loss
        loss.backward(); opt.step(); opt.zero_grad()
    model.eval()
    with torch.no_grad():
        acc = (model(input_ids=X[te]).logits.argmax(1) == y[te]).float().mean().item()
    print(f"epoch {epoch} train loss {loss.item():.4f} val acc {acc:.4f}")
