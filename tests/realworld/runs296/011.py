import torch, torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader
from accelerate import Accelerator
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
accelerator = Accelerator(cpu=True)
V, L = 200, 20
def make(n):
    ids = torch.randint(5, V, (n, L)); ids[:, 0] = 1
    y = torch.randint(0, 2, (n,))
    pos = torch.randint(1, L, (n,))
    ids[y == 1, pos[y == 1]] = 3
    ids[y == 0] = torch.where(ids[y == 0] == 3, 4, ids[y == 0])
    return ids, y
Xtr, ytr = make(2048); Xte, yte = make(512)
train_dl = DataLoader(TensorDataset(Xtr, ytr), batch_size=64, shuffle=True)
test_dl = DataLoader(TensorDataset(Xte, yte), batch_size=128)
cfg = BertConfig(vocab_size=V, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=32, num_labels=2)
model = BertForSequenceClassification(cfg)
epochs = 3
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=10, num_training_steps=epochs * len(train_dl))
model, optimizer, train_dl, test_dl, scheduler = accelerator.prepare(model, optimizer, train_dl, test_dl, scheduler)
step = 0
for epoch in range(epochs):
    model.train()
    for x, y in train_dl:
        out = model(input_ids=x, labels=y)
        accelerator.backward(out.loss); optimizer.step(); scheduler.step(); optimizer.zero_grad()
        step += 1
        if step % 10 == 0:
            accelerator.print(f"step {step} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    model.eval(); correct = 0
    with torch.no_grad():
        for x, y in test_dl:
            correct += (model(input_ids=x).logits.argmax(-1) == y).sum().item()
    accelerator.print(f"epoch {epoch} test_acc {correct/len(yte):.4f}")
accelerator.save_model(model, "out_011")
accelerator.print("saved model to out_011")
