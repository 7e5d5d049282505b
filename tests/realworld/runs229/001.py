import math, random
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r: int, alpha: int):
        super().__init__()
        self.base = base
        self.r = r
        self.scaling = alpha / r
        self.lora_A = nn.Parameter(torch.empty(r, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        for p in self.base.parameters():
            p.requires_grad = False

    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling

def add_lora(model, r, alpha, targets=("query", "value")):
    for name, module in list(model.named_modules()):
        for t in targets:
            child = getattr(module, t, None)
            if isinstance(child, nn.Linear):
                setattr(module, t, LoRALinear(child, r, alpha))
    for n, p in model.named_parameters():
        p.requires_grad = ("lora_" in n) or n.startswith("classifier")
    return model

def lora_state_dict(model):
    return {k: v for k, v in model.state_dict().items() if "lora_" in k or k.startswith("classifier")}

def make_data(n, vocab=300, L=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randint(5, vocab, (n, L), generator=g)
    y = (x[:, :4].sum(1) % 2)
    return TensorDataset(x, torch.ones_like(x), y)

cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
torch.manual_seed(0)

LORA_CFG = {"r": 8, "alpha": 16}
model = add_lora(BertForSequenceClassification(cfg), **LORA_CFG)
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
total = sum(p.numel() for p in model.parameters())
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100*trainable/total:.2f}")
torch.save(model.state_dict(), "base_model.pt")
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
loader = DataLoader(make_data(512), batch_size=32, shuffle=True)
model.train()
for step, (x, m, y) in enumerate(loader):
    loss = model(input_ids=x, attention_mask=m, labels=y).loss
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 4 == 0:
        print(f"step {step} loss {loss.item():.4f}")
torch.save(lora_state_dict(model), "adapter_model.pt")
print("saved adapter to adapter_model.pt")

# --- stage 2: resume adapter training with the updated adapter config ---
LORA_CFG = {"r": 16, "alpha": 32}
model2 = BertForSequenceClassification(cfg)
model2.load_state_dict({k: v for k, v in torch.load("base_model.pt").items() if "lora_" not in k and "base." not in k}, strict=False)
model2 = add_lora(model2, **LORA_CFG)
adapter = torch.load("adapter_model.pt")
print(f"loading adapter: {len(adapter)} tensors")
missing, unexpected = model2.load_state_dict(adapter, strict=False)
print(f"adapter loaded, {len(missing)} base keys not in adapter file")
