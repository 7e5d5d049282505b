# Tiny GPT-2 LM on synthetic repeating-pattern text: gradient accumulation, warmup+cosine schedule,
# grad clipping, save_pretrained / from_pretrained round trip.
import random, torch
from transformers import GPT2Config, GPT2LMHeadModel, get_cosine_schedule_with_warmup
from torch.utils.data import Dataset, DataLoader

random.seed(0); torch.manual_seed(0)
V, L = 50, 32
class PatternText(Dataset):
    def __init__(self, n=512):
        self.data = []
        for _ in range(n):
            period = random.randint(2, 6); pat = [random.randint(1, V - 1) for _ in range(period)]
            self.data.append(torch.tensor((pat * L)[:L]))
    def __len__(self): return len(self.data)
    def __getitem__(self, i): return self.data[i]

cfg = GPT2Config(vocab_size=V, n_positions=L, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(cfg)
dl = DataLoader(PatternText(), batch_size=16, shuffle=True)
accum, epochs = 2, 4
total_updates = epochs * len(dl) // accum
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
sched = get_cosine_schedule_with_warmup(opt, num_warmup_steps=total_updates // 10, num_training_steps=total_updates)
print(f"{len(dl)} micro-batches/epoch, accumulation {accum}, {total_updates} optimizer updates")
update = 0
for epoch in range(epochs):
    model.train(); running = 0.0
    for step, x in enumerate(dl):
        loss = model(input_ids=x, labels=x).loss / accum
        loss.backward(); running += loss.item()
        if (step + 1) % accum == 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); opt.zero_grad(); update += 1
            if update % 8 == 0:
                print(f"epoch {epoch} update {update} lr {sched.get_last_lr()[0]:.2e} loss {running:.4f}")
            running = 0.0
model.save_pretrained("gpt2_pattern")
model.eval()
x = next(iter(DataLoader(PatternText(64), batch_size=64)))
with torch.no_grad():
    l1 = model(input_ids=x, labels=x).loss.item()
    m2 = GPT2LMHeadModel.from_pretrained("gpt2_pattern").eval()
    l2 = m2(input_ids=x, labels=x).loss.item()
print(f"eval loss {l1:.4f}; reloaded eval loss {l2:.4f}")
