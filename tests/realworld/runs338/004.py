"""LoRA fine-tune of a tiny GPT-2 in bf16 (hand-written LoRA, no peft available)."""
import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)


class LoRALinear(nn.Module):
    def __init__(self, base, in_features, out_features, r=8, alpha=16):
        super().__init__()
        self.base = base
        self.lora_A = nn.Parameter(torch.empty(r, in_features))
        self.lora_B = nn.Parameter(torch.zeros(out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / r

    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling


config = GPT2Config(vocab_size=1000, n_positions=128, n_embd=128, n_layer=4, n_head=4)
model = GPT2LMHeadModel(config)
model = model.to(torch.bfloat16)          # keep the frozen base in bf16 to save memory
for p in model.parameters():
    p.requires_grad_(False)

for block in model.transformer.h:
    c_attn = block.attn.c_attn            # Conv1D, weight is (in, out)
    block.attn.c_attn = LoRALinear(c_attn, c_attn.weight.shape[0], c_attn.weight.shape[1])

trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
total = sum(p.numel() for p in model.parameters())
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100 * trainable / total:.3f}")

data = torch.randint(0, config.vocab_size, (256, 64))
loader = DataLoader(TensorDataset(data), batch_size=8, shuffle=True)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-4)

model.train()
for step, (ids,) in enumerate(loader):
    out = model(input_ids=ids, labels=ids)
    out.loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
