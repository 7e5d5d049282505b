# Fine-tune a small BERT classifier, initialising from the in-house pretrained checkpoint directory.
import os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
PRETRAINED_DIR = "inhouse-bert-mini"
cfg = BertConfig(vocab_size=200, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=64, max_position_embeddings=32, num_labels=2)
if not os.path.isdir(PRETRAINED_DIR):
    BertForSequenceClassification(cfg).save_pretrained(PRETRAINED_DIR)

def make(n):
    x = torch.randint(10, 200, (n, 16))
    y = (x[:, :4] < 60).any(1).long()
    x[:, 0] = 2  # [CLS]
    return x, y

xtr, ytr = make(512); xva, yva = make(256)
loader = DataLoader(TensorDataset(xtr, ytr), batch_size=32, shuffle=True)
EPOCHS = 4

model = BertForSequenceClassification(cfg)
optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=10, num_training_steps=EPOCHS * len(loader))

if PRETRAINED_DIR:
    model = BertForSequenceClassification.from_pretrained(PRETRAINED_DIR, num_labels=2)
    print(f"initialised weights from {PRETRAINED_DIR}")

for epoch in range(EPOCHS):
    model.train(); tot = 0.0
    for xb, yb in loader:
        out = model(input_ids=xb, labels=yb)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step(); scheduler.step(); optimizer.zero_grad()
        tot += out.loss.item()
    model.eval()
    with torch.no_grad():
        ev = model(input_ids=xva, labels=yva)
    acc = (ev.logits.argmax(-1) == yva).float().mean().item()
    print(f"epoch {epoch} lr {scheduler.get_last_lr()[0]:.2e} train_loss {tot/len(loader):.4f} eval_loss {ev.loss.item():.4f} eval_acc {acc:.4f}")
