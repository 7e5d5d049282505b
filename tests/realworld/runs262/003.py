# Tiny BERT topic classifier on generated support tickets (plain PyTorch loop)
import random
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

random.seed(0); torch.manual_seed(0)
TOPICS = {
    0: ["refund", "charge", "invoice", "payment", "billing", "card"],
    1: ["login", "password", "account", "locked", "reset", "email"],
    2: ["delivery", "package", "courier", "tracking", "shipped", "late"],
}
FILLER = ["my", "the", "is", "not", "please", "help", "with", "i", "a", "need"]
words = sorted({w for ws in TOPICS.values() for w in ws} | set(FILLER))
vocab = {"[PAD]": 0, "[CLS]": 1, **{w: i + 2 for i, w in enumerate(words)}}

texts, labels = [], []
for _ in range(3000):
    lab = random.randint(0, 2)
    toks = random.choices(TOPICS[lab], k=3) + random.choices(FILLER, k=5)
    random.shuffle(toks)
    texts.append(" ".join(toks)); labels.append(lab)

# shuffle before the train/val split so the split is random
random.shuffle(texts)

def encode(t, L=12):
    ids = [1] + [vocab[w] for w in t.split()][: L - 1]
    return ids + [0] * (L - len(ids))

ids = torch.tensor([encode(t) for t in texts]); y = torch.tensor(labels)
mask = (ids != 0).long()
tr, va = slice(0, 2500), slice(2500, 3000)
train_loader = DataLoader(TensorDataset(ids[tr], mask[tr], y[tr]), batch_size=32, shuffle=True)
val = (ids[va], mask[va], y[va])
print(f"train {len(train_loader.dataset)} val {len(val[0])} vocab {len(vocab)}")

cfg = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=128, max_position_embeddings=32, num_labels=3)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(4):
    model.train(); tot = 0.0
    for x, m, t in train_loader:
        out = model(input_ids=x, attention_mask=m, labels=t)
        opt.zero_grad(); out.loss.backward(); opt.step()
        tot += out.loss.item() * len(t)
    model.eval()
    with torch.no_grad():
        pred = model(input_ids=val[0], attention_mask=val[1]).logits.argmax(-1)
    acc = (pred == val[2]).float().mean().item()
    print(f"epoch {epoch} train_loss {tot / 2500:.4f} val_acc {acc:.4f}")
