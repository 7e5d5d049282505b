import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)

config = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)

# linear probe: freeze the encoder, train only the head
for p in model.bert.parameters():
    p.requires_grad = False

trainable = [p for p in model.parameters() if p.requires_grad]
optimizer = torch.optim.AdamW(trainable, lr=5e-3, weight_decay=0.01)

# new task has 3 classes
NUM_CLASSES = 3
model.classifier = nn.Linear(config.hidden_size, NUM_CLASSES)
model.num_labels = NUM_CLASSES
model.config.num_labels = NUM_CLASSES

g = torch.Generator().manual_seed(1)
N, T = 768, 24
labels = torch.randint(0, NUM_CLASSES, (N,), generator=g)
ids = torch.randint(5, 1000, (N, T), generator=g)
ids[:, 1] = 1 + labels  # class marker token
ids[:, 0] = 101
train = DataLoader(TensorDataset(ids[:640], labels[:640]), batch_size=32, shuffle=True)
val = DataLoader(TensorDataset(ids[640:], labels[640:]), batch_size=64)

n_trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"trainable params: {n_trainable}")
for epoch in range(4):
    model.train()
    tot = 0.0
    for step, (x, y) in enumerate(train):
        out = model(input_ids=x, attention_mask=torch.ones_like(x), labels=y)
        optimizer.zero_grad()
        out.loss.backward()
        optimizer.step()
        tot += out.loss.item()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {out.loss.item():.4f}")
    model.eval()
    correct = 0
    with torch.no_grad():
        for x, y in val:
            correct += (model(input_ids=x, attention_mask=torch.ones_like(x)).logits.argmax(-1) == y).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train):.4f} val_acc {correct/128:.4f}")
