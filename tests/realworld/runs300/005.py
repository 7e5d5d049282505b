# Stage 1: fine-tune a small BERT on a 2-class task and save it.
# Stage 2: reuse that checkpoint as the starting point for a 5-class task.
import torch
from transformers import BertConfig, BertForSequenceClassification
from transformers.utils import logging as hf_logging

hf_logging.set_verbosity_info()
torch.manual_seed(0)
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for step in range(30):
    ids = torch.randint(5, 1000, (16, 32))
    labels = (ids[:, 1] > 500).long()
    out = model(input_ids=ids, labels=labels)
    opt.zero_grad(); out.loss.backward(); opt.step()
    if step % 10 == 0:
        print(f"stage1 step {step} loss {out.loss.item():.4f}")
model.save_pretrained("bert_stage1")
print("saved bert_stage1")

model5 = BertForSequenceClassification.from_pretrained("bert_stage1", num_labels=5)
opt = torch.optim.AdamW(model5.parameters(), lr=5e-4)
for step in range(30):
    ids = torch.randint(5, 1000, (16, 32))
    labels = (ids[:, 1] % 5).long()
    out = model5(input_ids=ids, labels=labels)
    opt.zero_grad(); out.loss.backward(); opt.step()
    if step % 10 == 0:
        print(f"stage2 step {step} loss {out.loss.item():.4f}")
