"""Sentiment-style bag-of-embeddings classifier with Model.fit (train + per-epoch validation).
The eval network casts outputs back to fp32 (as recommended for mixed precision)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, Accuracy, Loss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(21)
rng = np.random.default_rng(21)

VOCAB, SEQ, EMB = 2000, 40, 64
pos_words = rng.choice(VOCAB, 50, replace=False)
def make(n):
    ids = rng.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
    y = rng.integers(0, 2, n).astype(np.int32)
    for i in np.where(y == 1)[0]:
        ids[i, rng.integers(0, SEQ, 6)] = rng.choice(pos_words, 6)
    return ids, y

def to_ds(ids, y, shuffle):
    return ds.NumpySlicesDataset({"input_ids": ids, "label": y}, shuffle=shuffle).batch(64, drop_remainder=True)

train_ds = to_ds(*make(3200), True)
valid_ds = to_ds(*make(640), False)

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.mlp = nn.SequentialCell(nn.Dense(EMB, 64), nn.ReLU(), nn.Dense(64, 2))
    def construct(self, input_ids):
        return self.mlp(self.emb(input_ids).mean(axis=1))

net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
eval_net = nn.WithEvalCell(net, loss_fn, add_cast_fp32=True)
model = Model(net, loss_fn=loss_fn, optimizer=opt,
              metrics={"accuracy": Accuracy(), "loss": Loss()},
              eval_network=eval_net)

print(f"train steps/epoch: {train_ds.get_dataset_size()}, valid steps: {valid_ds.get_dataset_size()}")
model.fit(3, train_ds, valid_ds, callbacks=[LossMonitor(25)], dataset_sink_mode=False)
