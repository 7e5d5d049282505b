import os, torch
from transformers import BertConfig, BertForSequenceClassification
torch.manual_seed(0)
# stage 1: pretrain-ish checkpoint with the original tokenizer (vocab 8000)
cfg = BertConfig(vocab_size=8000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=3)
src = BertForSequenceClassification(cfg)
torch.save(src.state_dict(), "bert_cls_step1000.pt")
print("saved checkpoint bert_cls_step1000.pt")
# stage 2: fine-tune script, tokenizer was rebuilt with extra domain tokens
cfg2 = BertConfig(vocab_size=8192, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=3)
model = BertForSequenceClassification(cfg2)
state = torch.load("bert_cls_step1000.pt", map_location="cpu")
print(f"loading {len(state)} tensors")
model.load_state_dict(state)
opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
ids = torch.randint(0, 8192, (16, 32))
labels = torch.randint(0, 3, (16,))
for step in range(10):
    out = model(input_ids=ids, labels=labels)
    out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
