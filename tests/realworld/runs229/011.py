import math
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification, get_cosine_schedule_with_warmup

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=8, alpha=16, dropout=0.05):
        super().__init__()
        self.base = base
        self.lora_A = nn.Linear(base.in_features, r, bias=False)
        self.lora_B = nn.Linear(r, base.out_features, bias=False)
        self.drop = nn.Dropout(dropout)
        self.scaling = alpha / r
        nn.init.kaiming_uniform_(self.lora_A.weight, a=math.sqrt(5))
        nn.init.zeros_(self.lora_B.weight)
    def forward(self, x):
        return self.base(x) + self.lora_B(self.lora_A(self.drop(x))) * self.scaling

torch.manual_seed(0)
cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
for p in model.parameters():
    p.requires_grad = False
for layer in model.bert.encoder.layer:
    layer.attention.self.query = LoRALinear(layer.attention.self.query)
    layer.attention.self.value = LoRALinear(layer.attention.self.value)
for p in model.classifier.parameters():
    p.requires_grad = True
for p in model.bert.embeddings.parameters():
    p.requires_grad = True
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
n_all = sum(p.numel() for p in model.parameters())
print(f"trainable params: {n_train} || all params: {n_all} || trainable%: {100*n_train/n_all:.2f}")

g = torch.Generator().manual_seed(0)
x = torch.randint(5, 300, (1536, 20), generator=g)
y = (x[:, 0] > 150).long()
train = DataLoader(TensorDataset(x[:1280], y[:1280]), batch_size=32, shuffle=True)
val_x, val_y = x[1280:], y[1280:]
epochs = 5
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-3)
sched = get_cosine_schedule_with_warmup(opt, num_warmup_steps=20, num_training_steps=epochs * len(train))
for epoch in range(epochs):
    model.train()
    tot = 0.0
    for step, (xb, yb) in enumerate(train):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = model(input_ids=xb, labels=yb).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item()
    model.eval()
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
        acc = (model(input_ids=val_x).logits.argmax(-1) == val_y).float().mean().item()
    print(f"epoch {epoch} train_loss {tot/len(train):.4f} val_acc {acc:.4f} lr {sched.get_last_lr()[0]:.2e}")
torch.save({k: v for k, v in model.state_dict().items() if "lora_" in k or "classifier" in k}, "adapter_011.pt")
print("saved adapter_011.pt")
