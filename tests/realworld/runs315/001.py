# Fine-tune a small BERT classifier starting from our in-house 2-class checkpoint on a 5-class task.
import torch
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
base_cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                      intermediate_size=128, max_position_embeddings=64, num_labels=2)
base = BertForSequenceClassification(base_cfg)
base.save_pretrained("ckpt_sentiment_bert")
print("saved base checkpoint to ckpt_sentiment_bert")

model = BertForSequenceClassification.from_pretrained("ckpt_sentiment_bert", num_labels=5)
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
x = torch.randint(0, 1000, (8, 32))
y = torch.randint(0, 5, (8,))
for step in range(10):
    out = model(input_ids=x, labels=y)
    out.loss.backward()
    opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
