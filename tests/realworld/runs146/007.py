# Product-title classifier: token ids come from a pandas-style numeric table (float64 columns),
# embedding bag + linear head, Model.train
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(7)
# simulate df[[f"tok_{i}" for i in range(16)]].values  -> float64 because of NaN-filled padding
table = rng.integers(1, 1000, size=(600, 16)).astype(np.float64)
table[:, 12:] = 0.0
label = (table[:, 0] % 4).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"input_ids": table, "label": label}, shuffle=True).batch(32, drop_remainder=True)

class TitleClassifier(nn.Cell):
    def __init__(self, vocab=1000, dim=48, ncls=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab, dim, padding_idx=0)
        self.head = nn.Dense(dim, ncls)
    def construct(self, input_ids):
        return self.head(self.embedding(input_ids).mean(axis=1))

net = TitleClassifier()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
