# Fine-tune a tiny BERT on 3-way intent data, save, then reload it for a 5-intent deployment head
import torch
from transformers import BertConfig, BertForSequenceClassification
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
cfg = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=3)
model = BertForSequenceClassification(cfg)
ids = torch.randint(5, 500, (256, 16)); labels = ids[:, 1] % 3
dl = DataLoader(TensorDataset(ids, labels), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for epoch in range(2):
    for step, (x, y) in enumerate(dl):
        out = model(input_ids=x, labels=y)
        opt.zero_grad(); out.loss.backward(); opt.step()
    print(f"epoch {epoch} loss {out.loss.item():.4f}")
model.save_pretrained("ckpt_intent3")
print("saved to ckpt_intent3")

model2 = BertForSequenceClassification.from_pretrained("ckpt_intent3", num_labels=5)
print("reloaded", sum(p.numel() for p in model2.parameters()), "params")
