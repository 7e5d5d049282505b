# bf16 LoRA fine-tuning of a small BERT classifier; adapters written by hand.
import math, torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=4, alpha=8, dropout=0.05):
        super().__init__()
        self.base = base
        self.lora_A = nn.Parameter(torch.empty(r, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.drop = nn.Dropout(dropout)
        self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + (self.drop(x) @ self.lora_A.t() @ self.lora_B.t()) * self.scaling

cfg = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=3)
model = BertForSequenceClassification(cfg)
model = model.to(torch.bfloat16)          # keep the frozen base in bf16 to halve memory
for p in model.parameters():
    p.requires_grad_(False)
for layer in model.bert.encoder.layer:
    layer.attention.self.query = LoRALinear(layer.attention.self.query)
    layer.attention.self.value = LoRALinear(layer.attention.self.value)
for p in model.classifier.parameters():
    p.requires_grad_(True)
print(f"dtype of base: {model.bert.embeddings.word_embeddings.weight.dtype}")
print(f"trainable params: {sum(p.numel() for p in model.parameters() if p.requires_grad)}")

N = 1024
ids = torch.randint(5, 500, (N, 24))
labels = (ids[:, 0] % 3)
dl = DataLoader(TensorDataset(ids, torch.ones_like(ids), labels), batch_size=32, shuffle=True)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
model.train()
for epoch in range(2):
    for step, (x, m, y) in enumerate(dl):
        out = model(input_ids=x, attention_mask=m, labels=y)
        out.loss.backward(); opt.step(); opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
