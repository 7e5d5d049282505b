import torch
from torch.utils.data import DataLoader
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
g = torch.Generator().manual_seed(0)
rows = []
for i in range(512):
    L = int(torch.randint(8, 48, (1,), generator=g))
    toks = torch.randint(5, 500, (L,), generator=g).tolist()
    rows.append({"input_ids": [101] + toks + [102], "label": int(L > 28)})
for r in rows:
    r["attention_mask"] = [1] * len(r["input_ids"])
    r["labels"] = r.pop("label")
ds = rows
print(f"num examples: {len(ds)}")

cfg = BertConfig(vocab_size=512, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
loader = DataLoader(ds, batch_size=16, shuffle=True)
model.train()
for step, batch in enumerate(loader):
    out = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], labels=batch["labels"])
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
