# Pretrain a tiny GPT-2 on generated arithmetic-pattern sequences, plain loop with warmup + cosine decay.
import math
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_cosine_schedule_with_warmup

torch.manual_seed(0)
VOCAB, SEQ = 64, 32


def make_sequences(n):
    start = torch.randint(0, VOCAB, (n, 1))
    stride = torch.randint(1, 5, (n, 1))
    return (start + stride * torch.arange(SEQ)) % VOCAB


train = TensorDataset(make_sequences(2048))
val = make_sequences(256)
loader = DataLoader(train, batch_size=32, shuffle=True)
config = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(config)
print(f"parameters: {sum(p.numel() for p in model.parameters()) / 1e3:.1f}K")
epochs = 3
opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)
sched = get_cosine_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=epochs * len(loader))
step = 0
for epoch in range(epochs):
    model.train()
    for (ids,) in loader:
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        opt.zero_grad()
        if step % 20 == 0:
            print(f"step {step:4d} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
        step += 1
    model.eval()
    with torch.no_grad():
        vloss = model(input_ids=val, labels=val).loss.item()
    print(f"epoch {epoch} val_loss {vloss:.4f} val_ppl {math.exp(vloss):.2f}")
