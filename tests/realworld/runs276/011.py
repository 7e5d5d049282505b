# Small BERT sequence classifier, plain loop with linear warmup schedule.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
cfg = BertConfig(vocab_size=200, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=3)

def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, 200, (n, 24), generator=g)
    y = torch.randint(0, 3, (n,), generator=g)
    ids[:, 5] = 3 + y          # marker token per class
    mask = torch.ones_like(ids)
    return TensorDataset(ids, mask, y)

train_dl = DataLoader(make_data(1536, 1), batch_size=32, shuffle=True)
val_dl = DataLoader(make_data(384, 2), batch_size=64)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
epochs = 3
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=epochs * len(train_dl))
for epoch in range(epochs):
    model.train(); tot = 0.0
    for step, (ids, mask, y) in enumerate(train_dl):
        out = model(input_ids=ids, attention_mask=mask, labels=y)
        opt.zero_grad(); out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); tot += out.loss.item()
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    model.eval(); correct = 0
    with torch.no_grad():
        for ids, mask, y in val_dl:
            correct += (model(input_ids=ids, attention_mask=mask).logits.argmax(-1) == y).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {correct/384:.4f}")
