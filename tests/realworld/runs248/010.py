"""Continue fine-tuning a small BERT intent classifier from the last saved checkpoint."""
import os

import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
CKPT_DIR = "intent_ckpt"
cfg = BertConfig(vocab_size=800, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=4)

# synthetic intents: the label is carried by a keyword token somewhere in the utterance
g = torch.Generator().manual_seed(0)
ids = torch.randint(10, 800, (1200, 24), generator=g)
labels = torch.randint(0, 4, (1200,), generator=g)
pos = torch.randint(1, 24, (1200,), generator=g)
ids[torch.arange(1200), pos] = labels + 1
train = TensorDataset(ids[:1000], labels[:1000])
val = TensorDataset(ids[1000:], labels[1000:])

model = BertForSequenceClassification(cfg)
if not os.path.exists(CKPT_DIR):
    model.save_pretrained(CKPT_DIR)   # checkpoint left by the previous (interrupted) run

dl = DataLoader(train, batch_size=32, shuffle=True)
epochs = 6
optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, 20, epochs * len(dl))

model = BertForSequenceClassification.from_pretrained(CKPT_DIR)
print(f"resumed from {CKPT_DIR}")


def evaluate():
    model.eval()
    with torch.no_grad():
        logits = model(input_ids=val.tensors[0]).logits
    model.train()
    return (logits.argmax(-1) == val.tensors[1]).float().mean().item()


model.train()
for epoch in range(epochs):
    tot = 0.0
    for xb, yb in dl:
        out = model(input_ids=xb, labels=yb)
        optimizer.zero_grad()
        out.loss.backward()
        optimizer.step()
        scheduler.step()
        tot += out.loss.item()
    print(f"epoch {epoch} loss {tot / len(dl):.4f} lr {scheduler.get_last_lr()[0]:.2e} val_acc {evaluate():.3f}")
