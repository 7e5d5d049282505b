import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_cosine_schedule_with_warmup

torch.manual_seed(0)
config = BertConfig(vocab_size=600, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=3)
model = BertForSequenceClassification(config)
ids = torch.randint(10, 600, (1500, 24))
labels = torch.randint(0, 3, (1500,))
ids[torch.arange(1500), torch.randint(1, 24, (1500,))] = labels + 1  # class keyword token
ids[:, 0] = 2  # [CLS]
train = DataLoader(TensorDataset(ids[:1200], labels[:1200]), batch_size=16, shuffle=True, num_workers=2)
val_ids, val_labels = ids[1200:], labels[1200:]

accum_steps = 2
epochs = 8
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
total_updates = epochs * len(train) // accum_steps
scheduler = get_cosine_schedule_with_warmup(optimizer, num_warmup_steps=10, num_training_steps=total_updates)
update = 0
for epoch in range(epochs):
    model.train()
    running = 0.0
    for step, (xb, yb) in enumerate(train):
        loss = model(input_ids=xb, labels=yb).loss / accum_steps
        loss.backward()
        running += loss.item()
        if (step + 1) % accum_steps == 0:
            gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step(); scheduler.step(); optimizer.zero_grad()
            update += 1
            if update % 25 == 0:
                print(f"update {update} loss {running:.4f} grad_norm {gn:.3f} lr {scheduler.get_last_lr()[0]:.2e}")
            running = 0.0
    model.eval()
    with torch.no_grad():
        acc = (model(input_ids=val_ids).logits.argmax(-1) == val_labels).float().mean().item()
    print(f"epoch {epoch} val_acc {acc:.3f}")
