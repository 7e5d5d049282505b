"""Fine-tune a small BERT classifier starting from our MLM-pretrained checkpoint."""
import os

import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForMaskedLM, BertForSequenceClassification

torch.manual_seed(0)
CKPT = "bert_mlm_ckpt.pt"

# --- stage 1 (normally a separate job): a short MLM pretraining run that writes a checkpoint
if not os.path.exists(CKPT):
    pre_cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                         intermediate_size=128, max_position_embeddings=64)
    mlm = BertForMaskedLM(pre_cfg)
    opt = torch.optim.AdamW(mlm.parameters(), lr=5e-4)
    for step in range(20):
        ids = torch.randint(5, 1000, (16, 32))
        labels = ids.clone()
        mask = torch.rand(ids.shape) < 0.15
        ids[mask] = 4
        labels[~mask] = -100
        out = mlm(input_ids=ids, labels=labels)
        opt.zero_grad(); out.loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"mlm step {step} loss {out.loss.item():.4f}")
    torch.save(mlm.bert.state_dict(), CKPT)
    print(f"saved {CKPT}")

# --- stage 2: classification fine-tuning; tokenizer got 8 extra domain tokens
cfg = BertConfig(vocab_size=1008, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=3)
model = BertForSequenceClassification(cfg)
state = torch.load(CKPT, map_location="cpu")
print(f"loading {len(state)} tensors from {CKPT}")
model.bert.load_state_dict(state, strict=False)  # MLM checkpoint has no pooler

ids = torch.randint(5, 1008, (256, 32))
labels = ids[:, 0] % 3
dl = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=2e-4)
for epoch in range(2):
    for xb, yb in dl:
        out = model(input_ids=xb, labels=yb)
        opt.zero_grad(); out.loss.backward(); opt.step()
    print(f"epoch {epoch} loss {out.loss.item():.4f}")
