# Fine-tune a small GPT-2 on generated arithmetic-like sequences with linear decay schedule.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup
torch.manual_seed(0)
base = torch.arange(64) % 16 + 2
seqs = torch.stack([torch.roll(base, int(s)) for s in torch.randint(0, 16, (512,))])
dl = DataLoader(TensorDataset(seqs), batch_size=16, shuffle=True)
model = GPT2LMHeadModel(GPT2Config(vocab_size=32, n_positions=64, n_embd=64, n_layer=2, n_head=4))
num_epochs = 4
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=0, num_training_steps=num_epochs)
step = 0
for epoch in range(num_epochs):
    for (x,) in dl:
        loss = model(input_ids=x, labels=x).loss
        loss.backward(); opt.step(); sched.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
        step += 1
print(f"done, final loss {loss.item():.4f}")
