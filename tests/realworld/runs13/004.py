# Data loading ported from a torch DataLoader(dataset, sampler=DistributedSampler(...), shuffle=True) line.
import numpy as np
import mindspore.dataset as ds
class TokenDataset:
    def __init__(self, n=64, seq=16):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, 1000, size=(n, seq)).astype(np.int32)
        self.labels = rng.integers(0, 2, size=(n,)).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.labels[i]
    def __len__(self):
        return len(self.ids)
sampler = ds.DistributedSampler(num_shards=2, shard_id=0, shuffle=True)
train_ds = ds.GeneratorDataset(TokenDataset(), column_names=["input_ids", "label"], sampler=sampler, shuffle=True)
train_ds = train_ds.batch(8, drop_remainder=True)
for step, (ids, label) in enumerate(train_ds.create_tuple_iterator()):
    print(step, ids.shape, label.shape)
