# linear-probe a pretrained encoder on a new 5-class task
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=400, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=128, max_position_embeddings=40, num_labels=2)
BertForSequenceClassification(cfg).save_pretrained("encoder_ckpt")

model = BertForSequenceClassification.from_pretrained("encoder_ckpt")
for p in model.bert.parameters():
    p.requires_grad = False
optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-2)
scheduler = torch.optim.lr_scheduler.LinearLR(optimizer, start_factor=1.0, end_factor=0.1, total_iters=300)

# new task has 5 labels: swap the classification head
model.classifier = nn.Linear(cfg.hidden_size, 5)
model.num_labels = 5
model.config.num_labels = 5
print(model.classifier)
print(f"trainable parameters: {sum(p.numel() for p in model.parameters() if p.requires_grad)}")

ids = torch.randint(5, 400, (3000, 20))
labels = torch.div(ids[:, 0] - 5, 79, rounding_mode="floor").clamp(max=4)
loader = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True)
model.train()
step = 0
for epoch in range(3):
    tot, correct, n = 0.0, 0, 0
    for x, y in loader:
        out = model(input_ids=x, labels=y)
        out.loss.backward()
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
        tot += out.loss.item() * len(y)
        correct += (out.logits.argmax(-1) == y).sum().item()
        n += len(y)
        if step % 25 == 0:
            print(f"step {step} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
        step += 1
    print(f"epoch {epoch} mean_loss {tot / n:.4f} acc {correct / n:.4f}")
