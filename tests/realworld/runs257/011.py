# Tiny BERT sentence classifier with accelerate (CPU), linear warmup schedule, grad clipping
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

accelerator = Accelerator(cpu=True, gradient_accumulation_steps=2)
torch.manual_seed(0)
cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg)
N, L = 1024, 20
ids = torch.randint(3, 300, (N, L))
y = (ids[:, 0] < 150).long()
tr = DataLoader(TensorDataset(ids[:896], y[:896]), batch_size=16, shuffle=True)
va = DataLoader(TensorDataset(ids[896:], y[896:]), batch_size=64)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
epochs = 6
total = len(tr) * epochs // 2
sched = get_linear_schedule_with_warmup(opt, int(0.1 * total), total)
model, opt, tr, va, sched = accelerator.prepare(model, opt, tr, va, sched)
accelerator.print(f"device={accelerator.device} train_batches={len(tr)} total_updates={total}")
for epoch in range(epochs):
    model.train(); tl, n = 0.0, 0
    for x, t in tr:
        with accelerator.accumulate(model):
            out = model(input_ids=x, labels=t)
            accelerator.backward(out.loss)
            if accelerator.sync_gradients:
                accelerator.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); opt.zero_grad()
        tl += out.loss.item() * len(t); n += len(t)
    model.eval(); c, m = 0, 0
    with torch.no_grad():
        for x, t in va:
            c += (model(input_ids=x).logits.argmax(-1) == t).sum().item(); m += len(t)
    accelerator.print(f"epoch {epoch} train_loss {tl/n:.4f} val_acc {c/m:.4f} lr {sched.get_last_lr()[0]:.2e}")
