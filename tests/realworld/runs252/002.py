import torch
from transformers import BertConfig, BertForSequenceClassification

torch.manual_seed(0)
# stage 1: the sentiment checkpoint (2 labels) produced by the previous training job
cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=128, num_labels=2)
BertForSequenceClassification(cfg).save_pretrained("ckpt_sentiment")
print("saved ckpt_sentiment")

# stage 2: fine-tune on the 5-class topic task starting from that checkpoint
model = BertForSequenceClassification.from_pretrained("ckpt_sentiment", num_labels=5)
opt = torch.optim.AdamW(model.parameters(), lr=2e-5)
ids = torch.randint(0, 1000, (8, 32))
labels = torch.randint(0, 5, (8,))
for step in range(10):
    out = model(input_ids=ids, labels=labels)
    out.loss.backward()
    opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
