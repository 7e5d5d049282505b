# Data sanity check before a long run: the torch script printed train_ds[0] and len(train_ds)
# to eyeball one tokenised example. Same check kept after porting the loader to mindspore.dataset.
import numpy as np
import mindspore.dataset as ds

class ToyTokenisedCorpus:
    """torch-style map dataset: __getitem__ returns (input_ids, attention_mask, label)."""
    def __init__(self, n=200, seq_len=16, vocab=500, seed=0):
        rng = np.random.default_rng(seed)
        self.lengths = rng.integers(4, seq_len + 1, size=n)
        self.ids = np.zeros((n, seq_len), dtype=np.int32)
        self.mask = np.zeros((n, seq_len), dtype=np.int32)
        for i, l in enumerate(self.lengths):
            self.ids[i, :l] = rng.integers(5, vocab, size=l)
            self.mask[i, :l] = 1
        self.labels = (self.lengths > seq_len // 2).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.mask[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

ds.config.set_seed(1234)
source = ToyTokenisedCorpus()
train_ds = ds.GeneratorDataset(source, column_names=["input_ids", "attention_mask", "label"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)

print("num batches:", train_ds.get_dataset_size())
print("first example:", train_ds[0])              # torch: print(train_ds[0])
