# LoRA fine-tuning of a small Llama on a synthetic next-token task, adapters written by hand (no peft here).
import math, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import LlamaConfig, LlamaForCausalLM

torch.manual_seed(0)
VOCAB, SEQ = 64, 32

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=8, alpha=16):
        super().__init__()
        self.base = base
        self.lora_A = nn.Parameter(torch.zeros(r, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, r))
        self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling

def add_lora(model, targets=("q_proj", "v_proj"), r=8):
    for name, module in list(model.named_modules()):
        for t in targets:
            child = getattr(module, t, None)
            if isinstance(child, nn.Linear):
                setattr(module, t, LoRALinear(child, r=r))
    return model

def make_data(n):
    # each sequence counts upward modulo VOCAB from a random start with a random stride
    start = torch.randint(0, VOCAB, (n, 1)); stride = torch.randint(1, 4, (n, 1))
    return (start + stride * torch.arange(SEQ)) % VOCAB

cfg = LlamaConfig(vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=64)
model = LlamaForCausalLM(cfg)
for p in model.parameters():
    p.requires_grad_(False)
add_lora(model)
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
total = sum(p.numel() for p in model.parameters())
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100 * trainable / total:.2f}")

train_dl = DataLoader(TensorDataset(make_data(2048)), batch_size=32, shuffle=True)
eval_ids = make_data(256)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-3)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4 * len(train_dl))

for epoch in range(4):
    model.train()
    for step, (ids,) in enumerate(train_dl):
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward(); opt.step(); sched.step(); opt.zero_grad()
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    model.eval()
    with torch.no_grad():
        ev = model(input_ids=eval_ids, labels=eval_ids).loss.item()
    print(f"epoch {epoch} eval_loss {ev:.4f} eval_ppl {math.exp(ev):.2f}")
torch.save({k: v for k, v in model.state_dict().items() if "lora_" in k}, "adapter_002.pt")
print("saved adapter_002.pt")
