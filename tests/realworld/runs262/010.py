# Tiny GPT-2 language model on generated arithmetic strings, linear warmup/decay schedule
import random
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

random.seed(0); torch.manual_seed(0)
chars = "0123456789+= \n"
stoi = {c: i for i, c in enumerate(chars)}
def sample():
    a, b = random.randint(0, 99), random.randint(0, 99)
    return f"{a}+{b}={a + b}\n"
text = "".join(sample() for _ in range(20000))
data = torch.tensor([stoi[c] for c in text])
L = 64
seqs = data[: (len(data) // L) * L].view(-1, L)
loader = DataLoader(TensorDataset(seqs), batch_size=32, shuffle=True, drop_last=True)
print(f"sequences {tuple(seqs.shape)} batches/epoch {len(loader)}")

cfg = GPT2Config(vocab_size=len(chars), n_positions=L, n_embd=96, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
EPOCHS = 3
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=0, num_training_steps=EPOCHS)
step = 0
for epoch in range(EPOCHS):
    for (x,) in loader:
        out = model(input_ids=x, labels=x)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
        step += 1
    print(f"epoch {epoch} done, last loss {out.loss.item():.4f}")
