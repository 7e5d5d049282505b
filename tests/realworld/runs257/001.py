# Fine-tune a tiny BERT classifier on generated text, data via datasets.Dataset
import random
import torch
from transformers import BertConfig, BertForSequenceClassification
from datasets import Dataset

random.seed(0)
torch.manual_seed(0)
vocab = [f"w{i}" for i in range(200)]
rows = []
for _ in range(512):
    label = random.randint(0, 1)
    words = random.choices(vocab[:100] if label == 0 else vocab[100:], k=16)
    rows.append({"text": " ".join(words), "label": label})
ds = Dataset.from_list(rows).train_test_split(test_size=0.1, seed=0)
print(ds)
cfg = BertConfig(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg)
