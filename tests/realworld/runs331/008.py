# LoRA on the MLP projections of a small Llama, then merge the adapters into the base weights for export.
import math, os, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import LlamaConfig, LlamaForCausalLM

torch.manual_seed(0)
VOCAB, SEQ = 96, 32

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=8, alpha=16):
        super().__init__()
        self.base = base
        self.A = nn.Parameter(torch.randn(base.in_features, r) / math.sqrt(base.in_features))
        self.B = nn.Parameter(torch.zeros(r, base.out_features))
        self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + (x @ self.A @ self.B) * self.scaling
    @torch.no_grad()
    def merge(self):
        self.base.weight += (self.A @ self.B) * self.scaling
        return self.base

cfg = LlamaConfig(vocab_size=VOCAB, hidden_size=64, intermediate_size=172, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=64)
model = LlamaForCausalLM(cfg)
model.requires_grad_(False)
for layer in model.model.layers:
    layer.mlp.gate_proj = LoRALinear(layer.mlp.gate_proj)
    layer.mlp.up_proj = LoRALinear(layer.mlp.up_proj)
print(f"trainable params: {sum(p.numel() for p in model.parameters() if p.requires_grad)}")

start = torch.randint(0, VOCAB, (1024, 1)); data = (start + 2 * torch.arange(SEQ)) % VOCAB
dl = DataLoader(TensorDataset(data), batch_size=32, shuffle=True)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=3e-3)
for epoch in range(2):
    for step, (ids,) in enumerate(dl):
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

print("merging LoRA weights into base model ...")
for i, layer in enumerate(model.model.layers):
    layer.mlp.gate_proj = layer.mlp.gate_proj.merge()
    layer.mlp.up_proj = layer.mlp.up_proj.merge()
    print(f"merged layer {i}")
model.save_pretrained("merged_008")
print("saved merged model to merged_008")
