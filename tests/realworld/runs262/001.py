# Fine-tune a small BERT classifier from an earlier pretraining checkpoint
import torch
from transformers import BertConfig, BertForMaskedLM, BertForSequenceClassification

torch.manual_seed(0)
# --- stage 1 (earlier run): small MLM pretraining checkpoint, tokenizer vocab 8000 ---
pre_cfg = BertConfig(vocab_size=8000, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=256, max_position_embeddings=128)
mlm = BertForMaskedLM(pre_cfg)
torch.save(mlm.state_dict(), "bert_mlm_step2000.pt")
print("saved pretraining checkpoint bert_mlm_step2000.pt")

# --- stage 2: fine-tune config written for the new tokenizer ---
cfg = BertConfig(vocab_size=8192, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=256, max_position_embeddings=128, num_labels=3)
model = BertForSequenceClassification(cfg)
sd = torch.load("bert_mlm_step2000.pt", map_location="cpu")
sd = {k: v for k, v in sd.items() if k.startswith("bert.")}
print(f"loading {len(sd)} tensors into BertForSequenceClassification")
missing, unexpected = model.load_state_dict(sd, strict=False)
print("missing:", missing)
opt = torch.optim.AdamW(model.parameters(), lr=2e-5)
ids = torch.randint(0, 8192, (16, 64)); labels = torch.randint(0, 3, (16,))
for step in range(5):
    out = model(input_ids=ids, labels=labels)
    out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
