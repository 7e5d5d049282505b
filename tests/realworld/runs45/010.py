# torch: DataLoader(train_set, batch_size=32, shuffle=True, drop_last=True)
# port: GeneratorDataset + shuffle + batch
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

class SentimentDataset:
    """Random-access source (torch Dataset port) over pre-tokenised reviews."""
    def __init__(self, n=200, seq=32, vocab=2000):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, vocab, (n, seq)).astype(np.int32)
        self.labels = rng.integers(0, 2, n).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

cfg = {"batch_size": 32, "shuffle": True, "drop_last": True}
train_set = SentimentDataset()
loader = ds.GeneratorDataset(train_set, column_names=["input_ids", "label"], shuffle=False)
loader = loader.shuffle(cfg["shuffle"])
loader = loader.batch(cfg["batch_size"], drop_remainder=cfg["drop_last"])
for epoch in range(2):
    for i, (ids, label) in enumerate(loader.create_tuple_iterator()):
        print(epoch, i, ids.shape, label.shape)
