"""Sentiment-style classifier on generated text, using datasets for preprocessing."""
import random

import torch
from datasets import Dataset
from torch.utils.data import DataLoader

random.seed(0)
POS = ["good", "great", "fine", "nice"]
NEG = ["bad", "awful", "poor", "worse"]
rows = []
for _ in range(1000):
    lab = random.randint(0, 1)
    words = random.choices(POS if lab else NEG, k=3) + random.choices(["the", "movie", "was", "a"], k=5)
    random.shuffle(words)
    rows.append({"text": " ".join(words), "label": lab})

ds = Dataset.from_list(rows).train_test_split(test_size=0.2, seed=0)
print(ds)
