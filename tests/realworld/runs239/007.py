# Continue pre-training a small GPT-2 on synthetic "sentences" with a hand-written loop
import math, torch
from torch.utils.data import DataLoader, Dataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
class Sentences(Dataset):
    def __init__(self, n=2000, L=32, V=512):
        g = torch.Generator().manual_seed(0)
        start = torch.randint(0, V, (n, 1), generator=g)
        step = torch.randint(1, 4, (n, 1), generator=g)
        self.data = (start + step * torch.arange(L)) % V
    def __len__(self): return len(self.data)
    def __getitem__(self, i): return self.data[i]

cfg = GPT2Config(vocab_size=512, n_positions=64, n_embd=128, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
dl = DataLoader(Sentences(), batch_size=32, shuffle=True, drop_last=True)
epochs = 3
opt = torch.optim.AdamW(model.parameters(), lr=0.5, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=epochs * len(dl))
step = 0
for epoch in range(epochs):
    for ids in dl:
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} lr {sched.get_last_lr()[0]:.4g} loss {loss.item():.4f} ppl {math.exp(min(loss.item(), 50)):.1f}")
        step += 1
print("training done")
