# Tiny BERT sequence classifier fine-tuned with accelerate on synthetic token data
import torch
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from accelerate.utils import set_seed
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

set_seed(0)
vocab, seq = 800, 24
def make(n):
    ids = torch.randint(10, vocab, (n, seq))
    labels = (ids[:, 0] >= 405).long()
    mask = torch.ones_like(ids)
    return TensorDataset(ids, mask, labels)
train_loader = DataLoader(make(3000), batch_size=32, shuffle=True)
val_loader = DataLoader(make(600), batch_size=128)

cfg = BertConfig(vocab_size=vocab, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
epochs = 4
scheduler = get_linear_schedule_with_warmup(optimizer, 50, epochs * len(train_loader))
accelerator = Accelerator(gradient_accumulation_steps=1)
model, optimizer, train_loader, val_loader, scheduler = accelerator.prepare(
    model, optimizer, train_loader, val_loader, scheduler)

for epoch in range(epochs):
    model.train(); total = 0.0
    for step, (ids, mask, labels) in enumerate(train_loader):
        out = model(input_ids=ids, attention_mask=mask, labels=labels)
        accelerator.backward(out.loss)
        optimizer.step(); scheduler.step(); optimizer.zero_grad()
        total += out.loss.item()
        if step % 30 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    model.eval(); correct = n = 0
    with torch.no_grad():
        for ids, mask, labels in val_loader:
            pred = model(input_ids=ids, attention_mask=mask).logits.argmax(-1)
            correct += (pred == labels).sum().item(); n += len(labels)
    accelerator.print(f"epoch {epoch} train_loss {total/len(train_loader):.4f} val_acc {correct/n:.4f}")
