import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
# synthetic copy task: second half of each sequence repeats the first half
base = torch.randint(0, 200, (1024, 16))
data = torch.cat([base, base], dim=1)
loader = DataLoader(TensorDataset(data), batch_size=32, shuffle=True)

cfg = GPT2Config(vocab_size=200, n_positions=32, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

# switch to the config with dropout disabled for the fine-tuning stage
cfg.resid_pdrop = cfg.embd_pdrop = cfg.attn_pdrop = 0.0
model = GPT2LMHeadModel(cfg)
model.train()
print(f"params: {sum(p.numel() for p in model.parameters())/1e6:.2f}M")
step = 0
for epoch in range(3):
    for (ids,) in loader:
        out = model(input_ids=ids, labels=ids)
        opt.zero_grad(); out.loss.backward(); opt.step()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
        step += 1
print("done")
