import math
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
# synthetic language: arithmetic progressions mod 64
def make(n):
    start = torch.randint(0, 64, (n, 1)); stride = torch.randint(1, 5, (n, 1))
    return (start + stride * torch.arange(24)) % 64
train = DataLoader(TensorDataset(make(2048)), batch_size=32, shuffle=True)
val_ids = make(256)

cfg = GPT2Config(vocab_size=64, n_positions=32, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)
total = 3 * len(train)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=total)
step = 0
for epoch in range(3):
    model.train()
    for (ids,) in train:
        out = model(input_ids=ids, labels=ids)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 20 == 0:
            print(f"step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
        step += 1
    model.eval()
    with torch.no_grad():
        vl = model(input_ids=val_ids, labels=val_ids).loss.item()
    print(f"epoch {epoch} val_loss {vl:.4f} val_ppl {math.exp(vl):.2f}")
model.save_pretrained("gpt2_arith")
print("saved to gpt2_arith")
