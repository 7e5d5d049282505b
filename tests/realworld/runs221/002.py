# Fine-tune a small BERT classifier from a local checkpoint after adding domain tokens to the vocabulary.
import torch
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
base_cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                      intermediate_size=128, max_position_embeddings=128, num_labels=2)
BertForSequenceClassification(base_cfg).save_pretrained("tiny-bert-base")

cfg = BertConfig.from_pretrained("tiny-bert-base")
cfg.vocab_size = 1000 + 24   # 24 added domain tokens
print("vocab_size", cfg.vocab_size)
model = BertForSequenceClassification.from_pretrained("tiny-bert-base", config=cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
for step in range(20):
    ids = torch.randint(0, cfg.vocab_size, (8, 32))
    out = model(input_ids=ids, labels=torch.randint(0, 2, (8,)))
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")
