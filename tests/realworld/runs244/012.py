# Train a tiny GPT-2 language model on a synthetic repeating-pattern corpus with Accelerate.
import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader, Dataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup, set_seed

set_seed(0)
VOCAB, SEQ = 256, 32


class PatternCorpus(Dataset):
    """Each sequence repeats a random 4-token motif, so the LM can learn to copy it."""

    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        motifs = torch.randint(3, VOCAB, (n, 4), generator=g)
        self.data = motifs.repeat(1, SEQ // 4)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return {"input_ids": self.data[i], "labels": self.data[i]}


accelerator = Accelerator(cpu=True)
config = GPT2Config(vocab_size=VOCAB, n_positions=64, n_embd=64, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=1)
model = GPT2LMHeadModel(config)
train_loader = DataLoader(PatternCorpus(2048, 0), batch_size=32, shuffle=True)
eval_loader = DataLoader(PatternCorpus(256, 1), batch_size=64)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.01)
epochs = 3
sched = get_linear_schedule_with_warmup(opt, 20, epochs * len(train_loader))
model, opt, train_loader, eval_loader, sched = accelerator.prepare(model, opt, train_loader, eval_loader, sched)
accelerator.print(f"params {sum(p.numel() for p in model.parameters()):,} steps/epoch {len(train_loader)}")

for epoch in range(epochs):
    model.train()
    for step, batch in enumerate(train_loader):
        loss = model(**batch).loss
        accelerator.backward(loss)
        accelerator.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        if step % 16 == 0:
            accelerator.print(f"epoch {epoch} step {step:2d} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    model.eval()
    losses = []
    with torch.no_grad():
        for batch in eval_loader:
            losses.append(accelerator.gather(model(**batch).loss.reshape(1)))
    ev = torch.cat(losses).mean().item()
    accelerator.print(f"epoch {epoch} eval_loss {ev:.4f} eval_ppl {torch.exp(torch.tensor(ev)).item():.2f}")
accelerator.print("done")
