# Small GPT-2 style LM, training loop ported from a Keras fit()/predict() script.
import math
import time
import torch
from transformers import GPT2Config, GPT2LMHeadModel, set_seed

set_seed(0)
SEQ = 64
config = GPT2Config(vocab_size=50257, n_positions=SEQ, n_embd=32, n_layer=2, n_head=2)
model = GPT2LMHeadModel(config)
print(f"model params: {model.num_parameters():,}")

g = torch.Generator().manual_seed(0)
base = torch.randint(0, 2000, (64,), generator=g)


def make_data(n):
    # repeating token patterns with random offsets so the LM has something to learn
    starts = torch.randint(0, 64, (n,), generator=g)
    idx = (starts[:, None] + torch.arange(SEQ)[None, :]) % 64
    return base[idx]


train_ids = make_data(512)
val_ids = make_data(4000)

opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
BATCH = 8
t0 = time.time()
for epoch in range(1):
    model.train()
    for step in range(0, 30):
        batch = train_ids[step * BATCH:(step + 1) * BATCH]
        out = model(input_ids=batch, labels=batch)
        opt.zero_grad()
        out.loss.backward()
        opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} ({time.time() - t0:.1f}s)")

# validation: score the whole held-out set
model.eval()
with torch.no_grad():
    out = model(input_ids=val_ids, labels=val_ids)
print(f"val_loss {out.loss.item():.4f} val_ppl {math.exp(out.loss.item()):.2f}")
