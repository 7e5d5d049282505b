# Fine-tune a small BERT classifier, save it, then reload it for the 3-class version of the task
import os, torch
from torch.utils.data import DataLoader, TensorDataset
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
x = torch.randint(5, 1000, (256, 24)); y = (x[:, 0] > 500).long()
dl = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(2):
    for i, (xb, yb) in enumerate(dl):
        out = model(input_ids=xb, attention_mask=torch.ones_like(xb), labels=yb)
        out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"epoch {epoch} loss {out.loss.item():.4f}")
model.save_pretrained("ckpt_bert_cls")
print("saved to ckpt_bert_cls")

# stage 2: 3-way classification starting from the stage-1 checkpoint
model3 = BertForSequenceClassification.from_pretrained("ckpt_bert_cls", num_labels=3)
print(model3.classifier)
