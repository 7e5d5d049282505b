# Multi-label tagging of short "documents" (bag of token ids) with a small BERT encoder.
import torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader
from transformers import BertConfig, BertModel

torch.manual_seed(0)
NUM_TAGS = 6

class TagDataset(Dataset):
    def __init__(self, n=512, seq=24, vocab=300):
        self.x = torch.randint(1, vocab, (n, seq))
        # tag k is present if token id range k*50..k*50+49 appears
        self.y = torch.stack([((self.x >= k * 50) & (self.x < (k + 1) * 50)).sum(1) > 4 for k in range(NUM_TAGS)], 1).long()
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return {"input_ids": self.x[i], "attention_mask": torch.ones_like(self.x[i]), "labels": self.y[i]}

class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = BertModel(BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2,
                                        num_attention_heads=4, intermediate_size=128, max_position_embeddings=64))
        self.head = nn.Linear(64, NUM_TAGS)
    def forward(self, input_ids, attention_mask):
        h = self.enc(input_ids=input_ids, attention_mask=attention_mask).pooler_output
        return self.head(h)

ds = TagDataset()
loader = DataLoader(ds, batch_size=32, shuffle=True)
model = Tagger()
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
loss_fn = nn.BCEWithLogitsLoss(pos_weight=torch.full((NUM_TAGS,), 2.0))
print(f"train examples {len(ds)}, tags {NUM_TAGS}, positive rate {ds.y.float().mean():.3f}")
for epoch in range(3):
    model.train()
    for step, batch in enumerate(loader):
        logits = model(batch["input_ids"], batch["attention_mask"])
        loss = loss_fn(logits, batch["labels"])
        loss.backward()
        opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
