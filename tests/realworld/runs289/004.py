# Sentiment fine-tuning of a tiny DistilBERT on a JSONL export (two export jobs merged into one file).
import json, random, torch
from torch.utils.data import Dataset, DataLoader
from transformers import DistilBertConfig, DistilBertForSequenceClassification

random.seed(0); torch.manual_seed(0)
POS = ["great", "good", "excellent", "love", "fine", "nice"]
NEG = ["bad", "awful", "terrible", "hate", "poor", "boring"]
FILLER = ["the", "movie", "was", "plot", "acting", "really", "quite", "and", "it", "a"]

# write the merged export: first job uses "text", the later job used "content"
with open("reviews.jsonl", "w") as f:
    for i in range(2000):
        lab = random.randint(0, 1)
        words = random.choices(FILLER, k=8) + random.choices(POS if lab else NEG, k=2)
        random.shuffle(words)
        key = "text" if i < 1700 else "content"
        f.write(json.dumps({"id": i, key: " ".join(words), "label": lab}) + "\n")

VOCAB = {w: i + 2 for i, w in enumerate(POS + NEG + FILLER)}  # 0 pad, 1 unk

def encode(text, max_len=16):
    ids = [VOCAB.get(w, 1) for w in text.split()][:max_len]
    mask = [1] * len(ids) + [0] * (max_len - len(ids))
    return ids + [0] * (max_len - len(ids)), mask

class JsonlReviews(Dataset):
    def __init__(self, path):
        with open(path) as f:
            self.rows = [json.loads(l) for l in f]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        r = self.rows[i]
        ids, mask = encode(r["text"])
        return {"input_ids": torch.tensor(ids), "attention_mask": torch.tensor(mask), "labels": torch.tensor(r["label"])}

ds = JsonlReviews("reviews.jsonl")
print(f"loaded {len(ds)} reviews from reviews.jsonl")
loader = DataLoader(ds, batch_size=32, shuffle=True, num_workers=2)
cfg = DistilBertConfig(vocab_size=32, dim=64, n_layers=2, n_heads=4, hidden_dim=128, max_position_embeddings=32, num_labels=2)
model = DistilBertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(2):
    model.train()
    for step, batch in enumerate(loader):
        out = model(**batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 10 == 0:
            acc = (out.logits.argmax(-1) == batch["labels"]).float().mean().item()
            print(f"epoch {epoch} step {step}/{len(loader)} loss {out.loss.item():.4f} acc {acc:.3f}")
