# Tiny GPT-2 LM, custom loop, bf16 autocast on CPU (fp32 master weights), grad clipping, cosine schedule
import math
import torch
from transformers import GPT2Config, GPT2LMHeadModel, get_cosine_schedule_with_warmup

torch.manual_seed(0)
V, T, B = 128, 16, 16
trans = torch.softmax(torch.randn(V, V) * 3.0, dim=-1)

def batch(gen):
    x = torch.empty(B, T, dtype=torch.long)
    x[:, 0] = torch.randint(0, V, (B,), generator=gen)
    for t in range(1, T):
        x[:, t] = torch.multinomial(trans[x[:, t - 1]], 1, generator=gen).squeeze(1)
    return x

config = GPT2Config(vocab_size=V, n_positions=T, n_embd=64, n_layer=2, n_head=2, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(config)
steps = 150
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
sched = get_cosine_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=steps)
print(f"parameters {model.num_parameters()}, autocast dtype bfloat16")

gen = torch.Generator().manual_seed(1)
val = batch(torch.Generator().manual_seed(123))
for step in range(1, steps + 1):
    x = batch(gen)
    with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
        loss = model(input_ids=x, labels=x).loss
    loss.backward()
    gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    sched.step()
    opt.zero_grad()
    if step % 15 == 0:
        with torch.no_grad(), torch.autocast(device_type="cpu", dtype=torch.bfloat16):
            vl = model(input_ids=val, labels=val).loss.item()
        print(f"step {step:4d} loss {loss.item():.4f} grad_norm {gn.item():.3f} lr {sched.get_last_lr()[0]:.2e} "
              f"val_loss {vl:.4f} val_ppl {math.exp(vl):.2f}")
