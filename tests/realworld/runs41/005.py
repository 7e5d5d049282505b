# Mistake: torch Dataset whose __getitem__ returned (input_ids, attention_mask, label) is wrapped in
# mindspore.dataset.GeneratorDataset with column_names copied from an older version of the script
# that had no attention mask (["input_ids", "label"]); the source yields 3 columns for 2 names.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

class SST2Dataset:
    def __init__(self, n=64, seq=16, vocab=500):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq)).astype(np.int32)
        self.mask = np.ones((n, seq), np.int32)
        self.labels = rng.integers(0, 2, n).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.mask[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

train_ds = ds.GeneratorDataset(SST2Dataset(), column_names=["input_ids", "label"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
for step, batch in enumerate(train_ds.create_dict_iterator(num_epochs=1)):
    print(step, batch["input_ids"].shape, batch["label"].shape)
