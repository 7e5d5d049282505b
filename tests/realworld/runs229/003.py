import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

class LoRAWrapper(nn.Module):
    def __init__(self, base, r=8, alpha=16):
        super().__init__()
        self.base = base
        out_features, in_features = base.weight.shape   # same layout as nn.Linear
        self.lora_A = nn.Parameter(torch.empty(r, in_features))
        self.lora_B = nn.Parameter(torch.zeros(out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / r

    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.T @ self.lora_B.T) * self.scaling

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=512, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = GPT2LMHeadModel(cfg)
for p in model.parameters():
    p.requires_grad = False
targets = ["attn.c_attn", "mlp.c_fc"]
for i, block in enumerate(model.transformer.h):
    block.attn.c_attn = LoRAWrapper(block.attn.c_attn)
    block.mlp.c_fc = LoRAWrapper(block.mlp.c_fc)
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
n_all = sum(p.numel() for p in model.parameters())
print(f"LoRA targets={targets} trainable params: {n_train} / {n_all}")

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
