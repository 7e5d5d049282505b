# Fine-tune a small BERT classifier on generated text, data prepared with HF datasets.
import random
import torch
from torch.utils.data import DataLoader
from transformers import BertConfig, BertForSequenceClassification
from datasets import Dataset

random.seed(0)
torch.manual_seed(0)

words = [f"w{i}" for i in range(200)]
texts, labels = [], []
for _ in range(512):
    y = random.randint(0, 1)
    toks = random.choices(words[:100] if y == 0 else words[100:], k=16)
    texts.append(toks)
    labels.append(y)

ds = Dataset.from_dict({"tokens": texts, "label": labels})
vocab = {w: i + 1 for i, w in enumerate(words)}
ds = ds.map(lambda ex: {"input_ids": [vocab[t] for t in ex["tokens"]]})
ds.set_format("torch", columns=["input_ids", "label"])
loader = DataLoader(ds, batch_size=32, shuffle=True)

config = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for epoch in range(2):
    for step, batch in enumerate(loader):
        out = model(input_ids=batch["input_ids"], labels=batch["label"])
        out.loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
