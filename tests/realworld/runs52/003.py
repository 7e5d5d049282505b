# Data prep ported from the HF notebook: reviews CSV -> datasets -> stratified split -> MindSpore pipeline
import os
import numpy as np
import pandas as pd
from datasets import load_dataset
import mindspore.dataset as ds

os.makedirs("data_003", exist_ok=True)
rng = np.random.default_rng(3)
texts = ["great movie", "terrible plot", "really fun story", "boring acting", "loved it", "hated it"]
pd.DataFrame({"text": rng.choice(texts, 600), "label": rng.integers(0, 3, 600)}).to_csv("data_003/reviews.csv", index=False)

raw = load_dataset("csv", data_files="data_003/reviews.csv", split="train")
print(raw)
splits = raw.train_test_split(test_size=0.1, stratify_by_column="label", seed=42)
train_hf, val_hf = splits["train"], splits["test"]
print(len(train_hf), len(val_hf))
train = ds.GeneratorDataset(train_hf.with_format("numpy"), ["text", "label"])
