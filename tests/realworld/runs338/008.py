"""Manual training loop replacing transformers.Trainer for a tiny GPT-2 LM (linear warmup + decay)."""
import math
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel, get_linear_schedule_with_warmup

torch.manual_seed(0)
V, L = 64, 32
# synthetic "language": arithmetic progressions mod V, perfectly predictable after 2 tokens
starts = torch.randint(0, V, (1200, 1))
deltas = torch.randint(1, 5, (1200, 1))
seqs = (starts + deltas * torch.arange(L)) % V
train_ids, val_ids = seqs[:1024], seqs[1024:]

config = GPT2Config(vocab_size=V, n_positions=L, n_embd=64, n_layer=2, n_head=4,
                    bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(config)

EPOCHS, BATCH, LR = 4, 32, 1e-3
train_loader = DataLoader(TensorDataset(train_ids), batch_size=BATCH, shuffle=True)
val_loader = DataLoader(TensorDataset(val_ids), batch_size=64)
num_training_steps = EPOCHS * len(train_loader)
optimizer = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.0)
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=int(0.1 * num_training_steps),
                                            num_training_steps=num_training_steps)
print(f"num_training_steps={num_training_steps} warmup={int(0.1 * num_training_steps)} lr={LR}")


@torch.no_grad()
def evaluate():
    model.eval()
    losses = [model(input_ids=x, labels=x).loss.item() for (x,) in val_loader]
    model.train()
    return sum(losses) / len(losses)


global_step = 0
model.train()
for epoch in range(EPOCHS):
    for (x,) in train_loader:
        loss = model(input_ids=x, labels=x).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        global_step += 1
        if global_step % 8 == 0:
            print(f"step {global_step} loss {loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
    val = evaluate()
    print(f"epoch {epoch} val_loss {val:.4f} val_ppl {math.exp(val):.2f}")
