# Tiny BERT sentence classifier, hyperparameters copied from the MindSpore/TF run config
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
config = {"lr": 5e-4, "epochs": 4, "batch_size": 32, "warmup_ratio": 0.1, "max_grad_norm": 0.0, "weight_decay": 0.0}
print(config)
cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg)
N, L = 1024, 20
ids = torch.randint(3, 300, (N, L))
y = (ids[:, :5] < 150).sum(1).ge(3).long()  # label depends on first tokens
loader = DataLoader(TensorDataset(ids, y), batch_size=config["batch_size"], shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=config["lr"], weight_decay=config["weight_decay"])
total = len(loader) * config["epochs"]
sched = get_linear_schedule_with_warmup(opt, int(config["warmup_ratio"] * total), total)
step = 0
for epoch in range(config["epochs"]):
    model.train()
    tot, correct, n = 0.0, 0, 0
    for x, t in loader:
        out = model(input_ids=x, labels=t)
        out.loss.backward()
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), config["max_grad_norm"])
        opt.step(); sched.step(); opt.zero_grad()
        step += 1
        tot += out.loss.item() * x.size(0); n += x.size(0)
        correct += (out.logits.argmax(-1) == t).sum().item()
        if step % 8 == 0:
            print(f"step {step} loss {out.loss.item():.4f} grad_norm {gnorm.item():.3f} lr {sched.get_last_lr()[0]:.2e}")
    print(f"epoch {epoch} train_loss {tot/n:.4f} train_acc {correct/n:.4f}")
