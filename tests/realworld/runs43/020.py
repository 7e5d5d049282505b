# Mistake: rows come from an HF datasets export where the unlabeled part of the split has
# label None (pandas NaN -> None); the torch collate skipped them, the port yields every row
# to GeneratorDataset, which cannot turn None into a tensor column.
import numpy as np
import mindspore.dataset as ds

rows = [{"text": f"review number {i}", "label": (i % 2 if i < 20 else None)} for i in range(24)]
vocab = {}

def encode(text, max_len=8):
    ids = [vocab.setdefault(w, len(vocab) + 1) for w in text.split()][:max_len]
    return np.array(ids + [0] * (max_len - len(ids)), np.int32)

class ReviewSource:
    def __getitem__(self, i):
        return encode(rows[i]["text"]), rows[i]["label"]
    def __len__(self):
        return len(rows)

dataset = ds.GeneratorDataset(ReviewSource(), column_names=["input_ids", "label"], shuffle=False)
dataset = dataset.batch(4)
for epoch in range(2):
    for step, (ids, label) in enumerate(dataset.create_tuple_iterator(output_numpy=True)):
        print(epoch, step, ids.shape, label)
