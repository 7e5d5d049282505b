import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
g = torch.Generator().manual_seed(0)
x = torch.randint(5, 300, (1536, 20), generator=g)
y = (x[:, 0] > 150).long()
train = DataLoader(TensorDataset(x[:1280], y[:1280]), batch_size=32, shuffle=True)
val_x, val_y = x[1280:], y[1280:]

cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
num_epochs = 6
warmup_ratio = 0.1
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=int(warmup_ratio * len(train)),
                                        num_training_steps=num_epochs)
print(f"steps per epoch {len(train)}, epochs {num_epochs}")
global_step = 0
for epoch in range(num_epochs):
    model.train()
    tot = 0.0
    for step, (xb, yb) in enumerate(train):
        loss = model(input_ids=xb, labels=yb).loss
        loss.backward()
        opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item(); global_step += 1
        if global_step % 10 == 0:
            print(f"step {global_step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    model.eval()
    with torch.no_grad():
        acc = (model(input_ids=val_x).logits.argmax(-1) == val_y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/len(train):.4f} val_acc {acc:.4f}")
