# Fine-tune a small BERT classifier in bfloat16 on CPU to save memory.
import torch
from torch.utils.data import DataLoader, Dataset
from transformers import BertConfig, BertForSequenceClassification
torch.manual_seed(0)

class FeatDS(Dataset):
    """Pre-computed sentence features (float32) + labels, as produced by the upstream pipeline."""
    def __init__(self, n=256, seq=16, dim=64):
        self.x = torch.randn(n, seq, dim)
        self.y = (self.x[:, 0, 0] > 0).long()
    def __len__(self): return len(self.y)
    def __getitem__(self, i): return {"inputs_embeds": self.x[i], "labels": self.y[i]}

cfg = BertConfig(vocab_size=100, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg).to(torch.bfloat16)
print(f"model dtype: {next(model.parameters()).dtype}")
dl = DataLoader(FeatDS(), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
model.train()
for epoch in range(2):
    for step, batch in enumerate(dl):
        out = model(**batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
