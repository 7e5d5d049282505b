# Healthy: torch Dataset + DataLoader(num_workers=2, collate_fn=pad) ported to GeneratorDataset with
# python_multiprocessing workers and padded_batch (pad to the longest row of each batch), Model.train
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)
POS, NEG = list(range(10, 20)), list(range(20, 30))
rows = []
for i in range(800):
    y = i % 2
    L = int(rng.integers(4, 24))
    ids = rng.integers(30, 200, size=L)
    ids[rng.integers(0, L)] = rng.choice(POS if y else NEG)
    rows.append((ids.astype(np.int32), np.int32(y)))

class ReviewSet:
    def __len__(self):
        return len(rows)
    def __getitem__(self, i):
        return rows[i]

train = ds.GeneratorDataset(ReviewSet(), ["input_ids", "label"], shuffle=True, num_parallel_workers=2,
                            python_multiprocessing=True)
train = train.padded_batch(32, drop_remainder=True, pad_info={"input_ids": (None, 0)})

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(200, 32, padding_idx=0)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        m = (ids != 0).astype(ms.float32)[:, :, None]
        return self.fc((self.emb(ids) * m).sum(1) / m.sum(1))

net = BagClassifier()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc"})
model.train(5, train, callbacks=[ms.train.LossMonitor(25)], dataset_sink_mode=False)
print("train acc:", model.eval(train, dataset_sink_mode=False))
print("training finished")
