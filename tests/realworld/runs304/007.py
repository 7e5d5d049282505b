import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import DistilBertConfig, DistilBertForSequenceClassification, get_linear_schedule_with_warmup

torch.manual_seed(0)
accelerator = Accelerator(cpu=True)

# binary sentiment head, one output unit (ported from the Keras model: Dense(1, activation="sigmoid"))
config = DistilBertConfig(vocab_size=500, dim=64, n_layers=2, n_heads=4, hidden_dim=128,
                          max_position_embeddings=32, num_labels=1)
model = DistilBertForSequenceClassification(config)

g = torch.Generator().manual_seed(0)
N, T = 1280, 20
pos_tokens, neg_tokens = torch.arange(10, 30), torch.arange(30, 50)
y = torch.randint(0, 2, (N,), generator=g)
ids = torch.randint(50, 500, (N, T), generator=g)
for i in range(N):
    pool = pos_tokens if y[i] == 1 else neg_tokens
    pos = torch.randperm(T, generator=g)[:4]
    ids[i, pos] = pool[torch.randint(0, 20, (4,), generator=g)]
mask = torch.ones_like(ids)
train = DataLoader(TensorDataset(ids[:1024], mask[:1024], y[:1024].float()), batch_size=32, shuffle=True)
val = DataLoader(TensorDataset(ids[1024:], mask[1024:], y[1024:]), batch_size=64)

opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
epochs = 4
sched = get_linear_schedule_with_warmup(opt, 20, epochs * len(train))
model, opt, train, val, sched = accelerator.prepare(model, opt, train, val, sched)

for epoch in range(epochs):
    model.train()
    running = 0.0
    for step, (x, m, lab) in enumerate(train):
        out = model(input_ids=x, attention_mask=m, labels=lab)
        accelerator.backward(out.loss)
        opt.step()
        sched.step()
        opt.zero_grad()
        running += out.loss.item()
        if step % 10 == 0:
            accelerator.print(f"epoch {epoch} step {step:2d} loss {out.loss.item():.4f}")
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for x, m, lab in val:
            preds = model(input_ids=x, attention_mask=m).logits.argmax(dim=-1)
            correct += (preds == lab).sum().item()
            total += lab.numel()
    accelerator.print(f"epoch {epoch} train_loss {running/len(train):.4f} val_accuracy {correct/total:.4f}")
