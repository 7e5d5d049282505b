# small GPT-2 style causal LM on synthetic sequences with accelerate (healthy reference run)
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

accelerator = Accelerator(gradient_accumulation_steps=2)
torch.manual_seed(0)
V, T = 64, 32
starts = torch.randint(0, V, (2048, 1))
steps = torch.randint(1, 4, (2048, 1))
seqs = (starts + steps * torch.arange(T)) % V   # arithmetic sequences mod V
ds = TensorDataset(seqs[:1920])
val = seqs[1920:]
loader = DataLoader(ds, batch_size=32, shuffle=True)

cfg = GPT2Config(vocab_size=V, n_positions=T, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=90)
model, opt, loader, sched = accelerator.prepare(model, opt, loader, sched)

step = 0
for epoch in range(3):
    model.train()
    for (x,) in loader:
        with accelerator.accumulate(model):
            out = model(input_ids=x, labels=x)
            accelerator.backward(out.loss)
            accelerator.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
        if step % 10 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
        step += 1
    model.eval()
    with torch.no_grad():
        logits = model(input_ids=val).logits
        acc = (logits[:, 2:-1].argmax(-1) == val[:, 3:]).float().mean().item()
    accelerator.print(f"epoch {epoch} val next-token acc (pos>=3) {acc:.4f}")
accelerator.print("done")
