# Pre-train a tiny GPT-2 on synthetic arithmetic-progression sequences with linear warmup.
import torch
from torch.utils.data import DataLoader, Dataset
from transformers import GPT2Config, GPT2LMHeadModel

class Progressions(Dataset):
    def __init__(self, n, length=32, vocab=128):
        g = torch.Generator().manual_seed(0)
        start = torch.randint(0, vocab, (n, 1), generator=g)
        stride = torch.randint(1, 5, (n, 1), generator=g)
        self.data = (start + stride * torch.arange(length)) % vocab
    def __len__(self): return len(self.data)
    def __getitem__(self, i): return self.data[i]

torch.manual_seed(0)
dl = DataLoader(Progressions(1600), batch_size=32, shuffle=True, drop_last=True)
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=64, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
total_steps = 3 * len(dl)
warmup_steps = 200
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda step: min(1, step // warmup_steps))
print(f"total steps {total_steps}, warmup {warmup_steps}")
step = 0
for epoch in range(3):
    for batch in dl:
        loss = model(input_ids=batch, labels=batch).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} lr {sched.get_last_lr()[0]:.2e} loss {loss.item():.4f}")
        step += 1
print(f"final loss {loss.item():.4f}")
