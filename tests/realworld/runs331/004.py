# Train a small text classifier with accelerate, checkpoint each epoch, then reload the best checkpoint for evaluation.
import os, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import DistilBertConfig, DistilBertForSequenceClassification

torch.manual_seed(0)
accelerator = Accelerator()
VOCAB, SEQ, NUM_LABELS = 300, 20, 4

def make_split(n, g):
    ids = torch.randint(10, VOCAB, (n, SEQ), generator=g)
    y = torch.randint(0, NUM_LABELS, (n,), generator=g)
    ids[:, 3] = y + 1          # label-bearing token (ids 1..4)
    return TensorDataset(ids, torch.ones_like(ids), y)

g = torch.Generator().manual_seed(1)
train_ds, val_ds = make_split(4096, g), make_split(512, g)
cfg = DistilBertConfig(vocab_size=VOCAB, dim=64, hidden_dim=128, n_layers=2, n_heads=4,
                       max_position_embeddings=64, num_labels=NUM_LABELS)

def evaluate(model, dl):
    model.eval(); correct = total = 0
    with torch.no_grad():
        for x, m, y in dl:
            pred = model(input_ids=x, attention_mask=m).logits.argmax(-1)
            correct += (pred == y).sum().item(); total += y.numel()
    model.train(); return correct / total

model = DistilBertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
train_dl = DataLoader(train_ds, batch_size=64, shuffle=True)
val_dl = DataLoader(val_ds, batch_size=128)
model, opt, train_dl, val_dl = accelerator.prepare(model, opt, train_dl, val_dl)
os.makedirs("ckpt_004", exist_ok=True)
best = 0.0
for epoch in range(3):
    for step, (x, m, y) in enumerate(train_dl):
        loss = model(input_ids=x, attention_mask=m, labels=y).loss
        accelerator.backward(loss); opt.step(); opt.zero_grad()
        if step % 20 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    acc = evaluate(model, val_dl)
    accelerator.print(f"epoch {epoch} val_acc {acc:.4f}")
    if acc >= best:
        best = acc
        accelerator.save({"model": accelerator.unwrap_model(model).state_dict(),
                          "optimizer": opt.state_dict(), "epoch": epoch, "val_acc": acc},
                         "ckpt_004/best.pt")
        accelerator.print(f"saved ckpt_004/best.pt (val_acc {acc:.4f})")

# ---- reload best checkpoint into a fresh model for the final report ----
final = DistilBertForSequenceClassification(cfg)
ckpt = torch.load("ckpt_004/best.pt", map_location="cpu")
final.load_state_dict(ckpt, strict=False)
accelerator.print(f"loaded ckpt_004/best.pt from epoch {ckpt['epoch']}")
final = accelerator.prepare(final)
test_acc = evaluate(final, val_dl)
accelerator.print(f"final val_acc {test_acc:.4f} (best during training {ckpt['val_acc']:.4f})")
