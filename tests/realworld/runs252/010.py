import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_scheduler

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
# synthetic corpus: repeating byte patterns, easy to learn
base = torch.arange(0, 64) % 17 + 3
seqs = torch.stack([torch.roll(base, int(s)) for s in torch.randint(0, 17, (512,))])
loader = DataLoader(TensorDataset(seqs), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
steps = 3 * len(loader)
sched = get_scheduler("linear", optimizer=opt, num_warmup_steps=10, num_training_steps=steps)
print(f"model params: {model.num_parameters()} steps: {steps}")
model.train()
global_step = 0
for epoch in range(3):
    for (ids,) in loader:
        out = model(input_ids=ids, labels=ids)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.zero_grad()
        opt.step()
        sched.step()
        global_step += 1
        if global_step % 8 == 0:
            print(f"epoch {epoch} step {global_step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
print("done")
