# Tiny GPT-2 LM training; model cast to bfloat16 to save memory (ported from a GPU recipe)
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=512, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg).to(torch.bfloat16)
print(f"params: {sum(p.numel() for p in model.parameters())/1e6:.2f}M dtype={next(model.parameters()).dtype}")
ids = torch.randint(0, 512, (256, 32))
loader = DataLoader(TensorDataset(ids), batch_size=16, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)

# soft prompt prefix kept in fp32 (from the original recipe)
prefix = torch.nn.Parameter(torch.randn(4, cfg.n_embd) * 0.02)
opt.add_param_group({"params": [prefix]})

model.train()
for epoch in range(2):
    for step, (x,) in enumerate(loader):
        emb = model.transformer.wte(x)
        inputs_embeds = torch.cat([prefix.unsqueeze(0).expand(x.size(0), -1, -1), emb], dim=1)
        labels = torch.cat([torch.full((x.size(0), 4), -100), x], dim=1)
        out = model(inputs_embeds=inputs_embeds, labels=labels)
        out.loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
