# Fine-tuning prep ported from a config where the eval split is switched off with validation_split_percentage: 0;
# the script turns it into Dataset.train_test_split(test_size=0.0 / 100) instead of skipping the split.
import datasets
rows = {"text": [f"sample sentence number {i}" for i in range(500)], "label": [i % 3 for i in range(500)]}
raw = datasets.Dataset.from_dict(rows)
validation_split_percentage = 0
split = raw.train_test_split(test_size=validation_split_percentage / 100, seed=42)
print(split)
