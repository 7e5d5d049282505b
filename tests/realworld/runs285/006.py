# Causal LM pre-training of a tiny GPT-2 on synthetic repeating sequences, gradient accumulation x4,
# hand-written loop replacing accelerate's accumulate() during the migration.
import math
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
VOCAB, SEQ = 256, 32

# each sample repeats a random 8-token motif -> easy to learn
motifs = torch.randint(0, VOCAB, (1536, 8))
data = motifs.repeat(1, SEQ // 8)
loader = DataLoader(TensorDataset(data), batch_size=8, shuffle=True, drop_last=True)

config = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=128, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(config)
ACCUM = 4
EPOCHS = 2
total_updates = len(loader) // ACCUM * EPOCHS
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=total_updates)
print(f"samples {len(data)} micro-batches {len(loader)} accum {ACCUM} optimizer updates {total_updates}")

model.train()
opt.zero_grad()
update = 0
running = 0.0
for epoch in range(EPOCHS):
    for step, (x,) in enumerate(loader):
        loss = model(input_ids=x, labels=x).loss / ACCUM
        loss.backward()
        sched.step()
        running += loss.item()
        if (step + 1) % ACCUM == 0:
            gnorm = math.sqrt(sum(p.grad.pow(2).sum().item() for p in model.parameters() if p.grad is not None))
            opt.step()
            opt.zero_grad()
            update += 1
            if update % 4 == 0:
                print(f"update {update:4d} loss {running:.4f} grad_norm {gnorm:.3f} lr {sched.get_last_lr()[0]:.2e}")
            running = 0.0
print("training finished")
