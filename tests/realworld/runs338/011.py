"""LoRA fine-tune of a tiny GPT-2 (hand-written LoRA on attention and MLP projections)."""
import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import GPT2Config, GPT2LMHeadModel

torch.manual_seed(0)


class LoRAConv1D(nn.Module):
    """Wraps a GPT-2 Conv1D (weight stored as (in, out))."""

    def __init__(self, base, r=8, alpha=16):
        super().__init__()
        self.base = base
        in_f, out_f = base.weight.shape
        self.lora_A = nn.Parameter(torch.empty(r, in_f, dtype=base.weight.dtype))
        self.lora_B = nn.Parameter(torch.zeros(out_f, r, dtype=base.weight.dtype))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / r

    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling


V, L = 64, 32
config = GPT2Config(vocab_size=V, n_positions=L, n_embd=96, n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
model = GPT2LMHeadModel(config)
for p in model.parameters():
    p.requires_grad_(False)
for block in model.transformer.h:
    block.attn.c_attn = LoRAConv1D(block.attn.c_attn)
    block.mlp.c_fc = LoRAConv1D(block.mlp.c_fc)

trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
total = sum(p.numel() for p in model.parameters())
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100 * trainable / total:.3f}")

starts = torch.randint(0, V, (1200, 1))
deltas = torch.randint(1, 5, (1200, 1))
seqs = (starts + deltas * torch.arange(L)) % V
train_loader = DataLoader(TensorDataset(seqs[:1024]), batch_size=32, shuffle=True)
val_loader = DataLoader(TensorDataset(seqs[1024:]), batch_size=88)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=3e-3)


@torch.no_grad()
def evaluate():
    model.eval()
    v = sum(model(input_ids=x, labels=x).loss.item() for (x,) in val_loader) / len(val_loader)
    model.train()
    return v


print(f"initial val_loss {evaluate():.4f}")
step = 0
model.train()
for epoch in range(4):
    for (x,) in train_loader:
        loss = model(input_ids=x, labels=x).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        step += 1
        if step % 8 == 0:
            print(f"step {step} loss {loss.item():.4f}")
    v = evaluate()
    print(f"epoch {epoch} val_loss {v:.4f} val_ppl {math.exp(v):.2f}")
lora_state = {k: v for k, v in model.state_dict().items() if "lora_" in k}
torch.save(lora_state, "lora_adapter.pt")
print(f"saved {len(lora_state)} adapter tensors to lora_adapter.pt")
