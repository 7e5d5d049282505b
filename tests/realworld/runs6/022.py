# PyTorch Dataset ported as-is: __getitem__ returns an HF-style dict {"input_ids", "attention_mask", "labels"} to GeneratorDataset.
import numpy as np, mindspore as ms
import mindspore.dataset as ds
class SFTDataset:
    def __init__(self, n=64, seq=16):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(3, 1000, (n, seq)).astype(np.int32)
    def __len__(self):
        return len(self.ids)
    def __getitem__(self, i):
        ids = self.ids[i]
        return {"input_ids": ids, "attention_mask": np.ones_like(ids), "labels": ids.copy()}
train = ds.GeneratorDataset(SFTDataset(), column_names=["input_ids", "attention_mask", "labels"], shuffle=True)
train = train.batch(8, drop_remainder=True)
print("steps per epoch:", train.get_dataset_size(), flush=True)
for step, batch in enumerate(train.create_dict_iterator()):
    print(step, batch["input_ids"].shape)
