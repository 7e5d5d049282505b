# Fine-tune a tiny BERT classifier on a synthetic keyword task (ported from a Keras compile()/fit() script).
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
VOCAB, SEQ = 500, 24


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, VOCAB, (n, SEQ), generator=g)
    y = torch.randint(0, 3, (n,), generator=g)
    ids[:, 3] = y + 1  # class keyword at position 3
    ids[:, 0] = 2
    return TensorDataset(ids, torch.ones_like(ids), y)


train_loader = DataLoader(make_data(1536, 0), batch_size=32, shuffle=True)
eval_loader = DataLoader(make_data(384, 1), batch_size=64)

config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.01)
scheduler = torch.optim.lr_scheduler.LinearLR(optimizer, 1.0, 0.1, total_iters=4 * len(train_loader))

# task has 3 classes
config.num_labels = 3
model = BertForSequenceClassification(config)
print(f"model params: {sum(p.numel() for p in model.parameters()):,}  num_labels={config.num_labels}")


def evaluate():
    model.eval()
    tot, correct, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for ids, mask, y in eval_loader:
            out = model(input_ids=ids, attention_mask=mask, labels=y)
            loss_sum += out.loss.item() * len(y)
            correct += (out.logits.argmax(-1) == y).sum().item()
            tot += len(y)
    model.train()
    return loss_sum / tot, correct / tot


for epoch in range(4):
    running = 0.0
    for step, (ids, mask, y) in enumerate(train_loader):
        out = model(input_ids=ids, attention_mask=mask, labels=y)
        optimizer.zero_grad()
        out.loss.backward()
        optimizer.step()
        scheduler.step()
        running += out.loss.item()
        if step % 12 == 0:
            print(f"epoch {epoch} step {step:3d} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    ev_loss, ev_acc = evaluate()
    print(f"epoch {epoch} train_loss {running / len(train_loader):.4f} eval_loss {ev_loss:.4f} eval_acc {ev_acc:.4f}")
