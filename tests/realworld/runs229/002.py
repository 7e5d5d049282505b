import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

class LoRAAdapter(nn.Module):
    """Low-rank adapter added on top of a frozen projection."""
    def __init__(self, base, in_features, out_features, r=8, alpha=16, dropout=0.05):
        super().__init__()
        self.base = base
        self.lora_A = nn.Linear(in_features, r, bias=False)
        self.lora_B = nn.Linear(r, out_features, bias=False)
        self.drop = nn.Dropout(dropout)
        self.scaling = alpha / r
        nn.init.kaiming_uniform_(self.lora_A.weight, a=math.sqrt(5))
        nn.init.zeros_(self.lora_B.weight)

    def forward(self, x):
        return self.base(x) + self.lora_B(self.lora_A(self.drop(x))) * self.scaling

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=512, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
# load the base model in bfloat16 to halve host memory
model = model.to(torch.bfloat16)
for p in model.parameters():
    p.requires_grad = False
for block in model.transformer.h:
    block.attn.c_attn = LoRAAdapter(block.attn.c_attn, cfg.n_embd, 3 * cfg.n_embd)
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"model dtype: {next(model.transformer.wte.parameters()).dtype}, trainable params: {n_train}")

g = torch.Generator().manual_seed(1)
data = torch.randint(0, 512, (256, 32), generator=g)
loader = DataLoader(TensorDataset(data), batch_size=16, shuffle=True)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-4)
model.train()
for epoch in range(2):
    for step, (x,) in enumerate(loader):
        out = model(input_ids=x, labels=x)
        out.loss.backward()
        opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
