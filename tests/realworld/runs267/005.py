import torch
from torch.utils.data import Dataset
from torch.utils.data import DataLoader
from transformers import DistilBertConfig, DistilBertForSequenceClassification
torch.manual_seed(0)
# tiny local "pretrained" encoder
base = DistilBertForSequenceClassification(DistilBertConfig(vocab_size=3000, dim=64, n_layers=2, n_heads=4, hidden_dim=128))
base.save_pretrained("tiny-distilbert")
NUM_CLASSES = 5  # sentiment 1..5 stars

class Reviews(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(1)
        self.ids = torch.randint(1, 3000, (n, 48), generator=g)
        self.labels = torch.randint(0, NUM_CLASSES, (n,), generator=g)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": torch.ones(48, dtype=torch.long), "labels": self.labels[i]}

model = DistilBertForSequenceClassification.from_pretrained("tiny-distilbert", num_label=NUM_CLASSES)
loader = DataLoader(Reviews(512), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
model.train()
for epoch in range(2):
    for step, batch in enumerate(loader):
        out = model(**batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
