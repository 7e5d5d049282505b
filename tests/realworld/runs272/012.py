# BERT-style intent classifier trained with Hugging Face accelerate (CPU), with gradient accumulation.
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from accelerate.utils import set_seed
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

set_seed(0)
accelerator = Accelerator(gradient_accumulation_steps=2)


def make_data(n, num_classes=4):
    y = torch.randint(0, num_classes, (n,))
    x = torch.randint(10, 250, (n, 24))
    x[:, 0] = 2
    x[torch.arange(n), torch.randint(1, 24, (n,))] = 3 + y
    return TensorDataset(x, y)


train_loader = DataLoader(make_data(1536), batch_size=16, shuffle=True)
val_loader = DataLoader(make_data(384), batch_size=64)
config = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_labels=4)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
epochs = 4
sched = get_linear_schedule_with_warmup(opt, 10, epochs * len(train_loader) // 2)
model, opt, train_loader, val_loader, sched = accelerator.prepare(model, opt, train_loader, val_loader, sched)
accelerator.print(f"device {accelerator.device}, processes {accelerator.num_processes}")

for epoch in range(epochs):
    model.train()
    tot = 0.0
    for step, (x, y) in enumerate(train_loader):
        with accelerator.accumulate(model):
            loss = model(input_ids=x, labels=y).loss
            accelerator.backward(loss)
            opt.step()
            sched.step()
            opt.zero_grad()
        tot += loss.item()
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for x, y in val_loader:
            preds = model(input_ids=x).logits.argmax(-1)
            preds, y = accelerator.gather_for_metrics((preds, y))
            correct += (preds == y).sum().item()
            total += len(y)
    accelerator.print(f"epoch {epoch} train_loss {tot / len(train_loader):.4f} val_acc {correct / total:.4f}")
