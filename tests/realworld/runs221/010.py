# Migration check: the fp32 reference recipe vs the new bf16 recipe (weights and optimizer kept in bfloat16 to halve memory).
import torch
from transformers import GPT2Config, GPT2LMHeadModel

def run(dtype, steps=200):
    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=4)
    model = GPT2LMHeadModel(cfg).to(dtype)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-5, weight_decay=0.0)
    g = torch.Generator().manual_seed(1)
    # repetitive synthetic corpus: a few patterns of byte tokens
    patterns = torch.randint(0, 256, (8, 64), generator=g)
    losses = []
    for step in range(steps):
        idx = torch.randint(0, 8, (8,), generator=g)
        batch = patterns[idx]
        out = model(input_ids=batch, labels=batch)
        out.loss.backward(); opt.step(); opt.zero_grad()
        losses.append(out.loss.float().item())
        if step % 25 == 0 or step == steps - 1:
            print(f"[{str(dtype).split('.')[-1]}] step {step:3d} loss {out.loss.float().item():.4f}")
    return losses

ref = run(torch.float32)
new = run(torch.bfloat16)
print(f"final loss fp32 {ref[-1]:.4f} | bf16 {new[-1]:.4f}")
