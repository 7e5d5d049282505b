# Mistake: the torch/HF-style Dataset's __getitem__ returns a dict
# {"input_ids": ..., "labels": ...} (what the HF collator expects); it is wrapped in
# mindspore.dataset.GeneratorDataset, which needs each row as a tuple/array in column order.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

class TextClsDataset:
    def __init__(self, n=64, seq=16, vocab=100):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq)).astype(np.int32)
        self.labels = rng.integers(0, 2, (n,)).astype(np.int32)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.labels[i]}
    def __len__(self):
        return len(self.ids)

dataset = ds.GeneratorDataset(TextClsDataset(), column_names=["input_ids", "labels"], shuffle=True)
dataset = dataset.batch(8, drop_remainder=True)
for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        print(epoch, step, batch["input_ids"].shape, batch["labels"].shape)
