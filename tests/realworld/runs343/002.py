# Stage 1: train a 3-way intent classifier; stage 2: continue on the 5-way taxonomy from the stage-1 checkpoint.
import torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=3)
model = BertForSequenceClassification(cfg)
X = torch.randint(0, 1000, (256, 24)); y = torch.randint(0, 3, (256,))
dl = DataLoader(TensorDataset(X, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for epoch in range(2):
    for i, (xb, yb) in enumerate(dl):
        out = model(input_ids=xb, labels=yb)
        out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"stage1 epoch {epoch} loss {out.loss.item():.4f}")
model.save_pretrained("ckpt_stage1")
print("saved stage-1 checkpoint to ckpt_stage1")

print("stage 2: loading ckpt_stage1 with num_labels=5")
model2 = BertForSequenceClassification.from_pretrained("ckpt_stage1", num_labels=5)
X2 = torch.randint(0, 1000, (256, 24)); y2 = torch.randint(0, 5, (256,))
dl2 = DataLoader(TensorDataset(X2, y2), batch_size=32, shuffle=True)
opt2 = torch.optim.AdamW(model2.parameters(), lr=5e-4)
for epoch in range(2):
    for xb, yb in dl2:
        out = model2(input_ids=xb, labels=yb)
        out.loss.backward(); opt2.step(); opt2.zero_grad()
    print(f"stage2 epoch {epoch} loss {out.loss.item():.4f}")
