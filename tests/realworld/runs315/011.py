# Tiny GPT-2 language model on a synthetic repeating-pattern corpus, trained with accelerate on CPU.
import torch
from torch.utils.data import DataLoader, TensorDataset
from accelerate import Accelerator
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
accelerator = Accelerator(cpu=True, gradient_accumulation_steps=2)
V, T = 64, 32
base = torch.randint(0, V, (16,))
seqs = []
for i in range(1024):
    shift = torch.randint(0, 16, (1,)).item()
    seqs.append(torch.roll(base, shift).repeat(T // 16 + 1)[:T])
data = torch.stack(seqs)
loader = DataLoader(TensorDataset(data), batch_size=32, shuffle=True)

cfg = GPT2Config(vocab_size=V, n_positions=T, n_embd=64, n_layer=2, n_head=2)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
epochs = 3
total_updates = epochs * len(loader) // accelerator.gradient_accumulation_steps
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=total_updates)
model, opt, loader, sched = accelerator.prepare(model, opt, loader, sched)

for epoch in range(epochs):
    model.train()
    for step, (batch,) in enumerate(loader):
        with accelerator.accumulate(model):
            out = model(input_ids=batch, labels=batch)
            accelerator.backward(out.loss)
            opt.step(); sched.step(); opt.zero_grad()
        if step % 8 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
accelerator.print("training finished")
