# Sequence classifier from a local tiny BERT config (no hub download)
import torch
from transformers import BertConfig, BertForSequenceClassification

config = BertConfig(
    vocab_size=2000,
    hidden_size=200,
    num_hidden_layers=2,
    num_attention_heads=12,
    intermediate_size=512,
    max_position_embeddings=128,
    num_labels=3,
)
print(config)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=2e-5)
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=10)
for step in range(30):
    ids = torch.randint(0, 2000, (8, 64))
    labels = torch.randint(0, 3, (8,))
    out = model(input_ids=ids, attention_mask=torch.ones_like(ids), labels=labels)
    out.loss.backward(); opt.step(); sched.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
