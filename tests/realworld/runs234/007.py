import os
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
config = BertConfig(vocab_size=600, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2,
                    hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)

# "pretrained" encoder produced by an earlier MLM stage
if not os.path.exists("pretrained_007"):
    BertForSequenceClassification(config).save_pretrained("pretrained_007")

x = torch.randint(5, 600, (1024, 24))
y = (x[:, 0] < 300).long()
train = DataLoader(TensorDataset(x[:896], y[:896]), batch_size=32, shuffle=True)
val_x, val_y = x[896:], y[896:]

model = BertForSequenceClassification(config)
epochs = 6
optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=20, num_training_steps=epochs * len(train))

# start from the pretrained weights
model = BertForSequenceClassification.from_pretrained("pretrained_007")
model.train()
for epoch in range(epochs):
    total = 0.0
    for step, (xb, yb) in enumerate(train):
        loss = model(input_ids=xb, labels=yb).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step(); scheduler.step(); optimizer.zero_grad()
        total += loss.item()
    model.eval()
    with torch.no_grad():
        acc = (model(input_ids=val_x).logits.argmax(-1) == val_y).float().mean().item()
    model.train()
    print(f"epoch {epoch} train_loss {total / len(train):.4f} val_acc {acc:.3f} lr {scheduler.get_last_lr()[0]:.2e}")
