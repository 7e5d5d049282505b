import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import BertConfig, BertForSequenceClassification, get_scheduler

torch.manual_seed(0)
accelerator = Accelerator(cpu=True)
cfg = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
# label = whether token 7 appears in the sequence
ids = torch.randint(10, 500, (1024, 24))
has = torch.rand(1024) < 0.5
ids[has, torch.randint(0, 24, (int(has.sum()),))] = 7
labels = has.long()
tl = DataLoader(TensorDataset(ids[:896], labels[:896]), batch_size=32, shuffle=True)
vl = DataLoader(TensorDataset(ids[896:], labels[896:]), batch_size=128)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
sched = get_scheduler("linear", optimizer=opt, num_warmup_steps=10, num_training_steps=4 * len(tl))
model, opt, tl, vl, sched = accelerator.prepare(model, opt, tl, vl, sched)
for epoch in range(4):
    model.train()
    for step, (x, y) in enumerate(tl):
        out = model(input_ids=x, labels=y)
        accelerator.backward(out.loss)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 10 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for x, y in vl:
            correct += (model(input_ids=x).logits.argmax(-1) == y).sum().item(); total += len(y)
    accelerator.print(f"epoch {epoch} val_acc {correct / total:.4f}")
