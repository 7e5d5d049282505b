# Healthy: the torch Dataset ported to GeneratorDataset correctly (__getitem__ returns a tuple in
# column_names order, int32 ids/labels), Model.train with LossMonitor for 3 epochs, then eval.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class TokenizedDataset:
    def __init__(self, n=128, seq_len=16, vocab=100):
        rng = np.random.default_rng(0)
        self.input_ids = rng.integers(1, vocab, (n, seq_len)).astype(np.int32)
        self.labels = (self.input_ids[:, 0] > vocab // 2).astype(np.int32)

    def __getitem__(self, idx):
        return self.input_ids[idx], self.labels[idx]

    def __len__(self):
        return len(self.labels)


train_ds = ds.GeneratorDataset(TokenizedDataset(), column_names=["input_ids", "labels"], shuffle=True).batch(16, drop_remainder=True)
net = nn.SequentialCell(nn.Embedding(100, 16), nn.Flatten(), nn.Dense(16 * 16, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("eval:", model.eval(train_ds, dataset_sink_mode=False))
print("training finished")
