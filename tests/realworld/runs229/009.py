import copy
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

# Port check: reference run in float32 vs. the new bfloat16 CPU recipe, same seed, same data.
torch.manual_seed(0)
cfg = GPT2Config(vocab_size=256, n_positions=64, n_embd=128, n_layer=2, n_head=4)
base = GPT2LMHeadModel(cfg)
g = torch.Generator().manual_seed(1)
# repetitive synthetic sequences: an arithmetic pattern mod 256 so the LM can learn it
start = torch.randint(0, 256, (512, 1), generator=g)
stride = torch.randint(1, 4, (512, 1), generator=g)
data = (start + stride * torch.arange(48)) % 256

def run(model, dtype, tag, steps=60, lr=5e-5):
    model = model.to(dtype)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.0)
    loader = DataLoader(TensorDataset(data), batch_size=16, shuffle=True,
                        generator=torch.Generator().manual_seed(2))
    model.train()
    it = iter(loader)
    losses = []
    for step in range(steps):
        try:
            (x,) = next(it)
        except StopIteration:
            it = iter(loader); (x,) = next(it)
        loss = model(input_ids=x, labels=x).loss
        loss.backward(); opt.step(); opt.zero_grad()
        losses.append(loss.float().item())
        if step % 5 == 0:
            print(f"[{tag}] step {step} loss {loss.float().item():.4f}")
    return losses

ref = run(copy.deepcopy(base), torch.float32, "fp32-ref")
new = run(copy.deepcopy(base), torch.bfloat16, "bf16")
for s in range(0, 60, 10):
    print(f"step {s:3d} fp32 {ref[s]:.4f} bf16 {new[s]:.4f} diff {new[s]-ref[s]:+.4f}")
print(f"final loss fp32 {sum(ref[-5:])/5:.4f} bf16 {sum(new[-5:])/5:.4f}")
