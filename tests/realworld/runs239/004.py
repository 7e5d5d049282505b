# BERT sentiment fine-tune; batches are padded with numpy in the collate function
import numpy as np, torch
from torch.utils.data import DataLoader, Dataset
from transformers import BertConfig, BertForSequenceClassification

rng = np.random.default_rng(0)
class Reviews(Dataset):
    def __init__(self, n=400):
        self.items = []
        for _ in range(n):
            L = int(rng.integers(8, 30))
            ids = [101] + rng.integers(1000, 3000, L).tolist() + [102]
            self.items.append((ids, int(np.mean(ids[1:-1]) > 2000)))
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i]

def collate(batch):
    maxlen = max(len(ids) for ids, _ in batch)
    input_ids = np.zeros((len(batch), maxlen))
    mask = np.zeros((len(batch), maxlen))
    for j, (ids, _) in enumerate(batch):
        input_ids[j, :len(ids)] = ids; mask[j, :len(ids)] = 1
    labels = torch.tensor([l for _, l in batch])
    return {"input_ids": torch.from_numpy(input_ids), "attention_mask": torch.from_numpy(mask), "labels": labels}

cfg = BertConfig(vocab_size=3000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128)
model = BertForSequenceClassification(cfg)
dl = DataLoader(Reviews(), batch_size=16, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=2e-4)
print(f"train batches: {len(dl)}")
for epoch in range(2):
    for step, batch in enumerate(dl):
        out = model(**batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
