"""Tiny text-classification head trained with Model.train + LossMonitor (bag-of-embeddings)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, NCLS = 200, 16, 3

def make_data(n):
    ids = np.random.randint(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    # label depends on which third of the vocab dominates the sentence
    label = (np.median(ids, axis=1) * NCLS // VOCAB).astype(np.int32)
    return ids, label

class SentDS:
    def __init__(self, n):
        self.ids, self.y = make_data(n)
    def __getitem__(self, i):
        return self.ids[i], self.y[i]
    def __len__(self):
        return len(self.y)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc = nn.Dense(32, NCLS)
    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.fc(self.norm(h))

train = ds.GeneratorDataset(SentDS(512), ["input_ids", "label"], shuffle=True).batch(32, drop_remainder=True)
val = ds.GeneratorDataset(SentDS(128), ["input_ids", "label"], shuffle=False).batch(32)

net = BagClassifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
model.train(4, train, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(val, dataset_sink_mode=False))
